import { Button, Modal } from 'antd';
import { useSign } from '../api/sign';
import './sign-in-popup.css';

/**
 * The daily sign-in popup (spec 000 §4). Signing updates the sign info, which hides the popup;
 * closing it unsigned is the caller's "dismissed today".
 */
export function SignInPopup(props: { continuousDays: number; todayReward: number; onDismiss: () => void }) {
  const { continuousDays, todayReward, onDismiss } = props;
  const sign = useSign();
  return (
    <Modal open title="每日签到" width={360} footer={null} onCancel={onDismiss} maskClosable={false} centered>
      <div className="sign-in-popup" data-testid="sign-in-popup">
        <p className="sign-in-days">
          已连续签到 <strong>{continuousDays}</strong> 天
        </p>
        <p className="muted">今日签到可得 {todayReward} V粒和一次抽奖机会，连续签到奖励更多</p>
        <Button type="primary" size="large" block onClick={() => void sign.signWithToast()} loading={sign.isPending}>
          立即签到
        </Button>
      </div>
    </Modal>
  );
}
