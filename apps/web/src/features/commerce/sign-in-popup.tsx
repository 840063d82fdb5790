import { Button, Modal } from 'antd';
import { useSign } from './api/sign';
import './sign-in-popup.css';
import { toast } from '../../shared/ui/feedback';

/**
 * The daily sign-in popup (spec 000 §4). Signing updates the sign info, which hides the popup;
 * closing it unsigned is the caller's "dismissed today".
 */
export function SignInPopup({ continuousDays, onDismiss }: { continuousDays: number; onDismiss: () => void }) {
  const sign = useSign();
  const signIn = async () => {
    try {
      const { data, msg } = await sign.mutateAsync();
      void toast.success(`${msg}，已连续签到${data.continuous_days}天`);
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <Modal open title="每日签到" width={360} footer={null} onCancel={onDismiss} maskClosable={false} centered>
      <div className="sign-in-popup" data-testid="sign-in-popup">
        <p className="sign-in-days">
          已连续签到 <strong>{continuousDays}</strong> 天
        </p>
        <p className="muted">每天签到一次，坚持学习，积少成多</p>
        <Button type="primary" size="large" block onClick={signIn} loading={sign.isPending}>
          立即签到
        </Button>
      </div>
    </Modal>
  );
}
