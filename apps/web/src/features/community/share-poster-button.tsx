import { ShareAltOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { getUserPoster } from '@vce/contract/account-profile';
import { Button, Modal } from 'antd';
import { api } from '../../shared/api/api';
import { requireLogin } from '../../shared/login-store';

/**
 * 分享: the post as a poster image with a QR code that opens it (drawn by the server,
 * /api/user/getUserPoster type 2), to save and send where traders talk.
 */
export function SharePosterButton({ postId }: { postId: number }) {
  const poster = useMutation({ mutationFn: () => api.call(getUserPoster, { type: 2, post_id: postId }) });
  return (
    <>
      <Button
        type="text"
        size="small"
        className="like-button"
        icon={<ShareAltOutlined />}
        loading={poster.isPending}
        onClick={() => requireLogin() && poster.mutate()}
      >
        分享
      </Button>
      {poster.data && (
        <Modal
          open
          title="分享海报"
          width={420}
          onCancel={() => poster.reset()}
          footer={
            <Button type="primary" href={poster.data.poster_url} download="vce-post.png">
              下载海报
            </Button>
          }
        >
          <img className="share-poster" src={poster.data.poster_url} alt="帖子分享海报，含打开帖子的二维码" />
          <p className="muted">保存图片后发给好友，扫码即可阅读全文。</p>
        </Modal>
      )}
    </>
  );
}
