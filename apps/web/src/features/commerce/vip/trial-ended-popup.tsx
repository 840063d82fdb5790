import { paths } from '@vce/contract/routes';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useSuperVip } from '../api/get-super-vip';

/**
 * The trial-ended popup (spec 001 §4): a membership given as a trial has ended. It quotes the lowest
 * price a day among the packages on sale (spec 001 quotes the original site's price; ours comes from
 * the packages, docs/decisions.md "Trial memberships and the trial-ended popup").
 */
export function TrialEndedPopup({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { data } = useSuperVip();
  const perDay = data?.level_list
    .map((level) => Number(level.price) / level.days)
    .filter((price) => Number.isFinite(price) && price > 0);
  const lowest = perDay?.length ? Math.min(...perDay).toFixed(2) : null;
  return (
    <Modal
      open
      title="VIP体验已结束"
      width={400}
      centered
      onCancel={onClose}
      footer={[
        <Button key="later" onClick={onClose}>
          以后再说
        </Button>,
        <Button
          key="vip"
          type="primary"
          onClick={() => {
            onClose();
            void navigate(paths.vip);
          }}
        >
          立即开通
        </Button>,
      ]}
    >
      <div data-testid="trial-ended">
        <p>您的VIP体验已到期，BBAS品种分析、看数据和AI提问恢复每日免费次数。</p>
        <p>{lowest ? `开通VIP会员，低至每天${lowest}元，继续享受不限次数。` : '开通VIP会员，继续享受不限次数。'}</p>
      </div>
    </Modal>
  );
}
