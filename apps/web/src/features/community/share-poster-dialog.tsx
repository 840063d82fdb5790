import { Button, Modal } from 'antd';

/** The poster drawn for a post, to save and send. */
export function SharePosterDialog({ posterUrl, onClose }: { posterUrl: string; onClose(): void }) {
  return (
    <Modal
      open
      title="分享海报"
      width={420}
      onCancel={onClose}
      footer={
        <Button type="primary" href={posterUrl} download="vce-post.png">
          下载海报
        </Button>
      }
    >
      <img className="share-poster" src={posterUrl} alt="帖子分享海报，含打开帖子的二维码" />
      <p className="muted">保存图片后发给好友，扫码即可阅读全文。</p>
    </Modal>
  );
}
