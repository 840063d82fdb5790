import { paths } from '@vce/contract/routes';
import { Button, Modal } from 'antd';

/**
 * The no-count popup of an AI question (spec 001 §2, type 3): 去兑换 buys questions with V粒,
 * 开通VIP ends the limit. (The shared quota popup locks a page behind it, which a chat does not need.)
 */
export function NoCountModal({ onExchange, onClose }: { onExchange: () => void; onClose: () => void }) {
  return (
    <Modal
      open
      title="今日提问次数已用完"
      width={400}
      data-popup-type={3}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onExchange}>去兑换</Button>
          <Button type="primary" href={paths.vip} target="_blank" rel="noopener" onClick={onClose}>
            开通VIP
          </Button>
        </>
      }
    >
      <p>今日免费提问次数已用完。可用V粒兑换提问次数（兑换的次数当天用不完可留到以后），开通VIP会员不限次数。</p>
    </Modal>
  );
}
