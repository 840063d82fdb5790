import { paths } from '@vce/contract/routes';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';

const privileges = ['BBAS品种分析不限次数', '看数据、AI助手不限次数', '会员专属课程与直播', '专属身份标识'];

/** The VIP prompt for users without a membership (spec 000 §4); closing it starts the wait for the next one. */
export function VipPrompt({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const goToVip = () => {
    onClose();
    navigate(paths.vip);
  };
  return (
    <Modal
      open
      title="开通VIP会员"
      width={400}
      onCancel={onClose}
      centered
      footer={[
        <Button key="later" onClick={onClose}>
          以后再说
        </Button>,
        <Button key="vip" type="primary" onClick={goToVip}>
          立即开通
        </Button>,
      ]}
    >
      <div data-testid="vip-prompt">
        <p>开通VIP，尊享专属特权：</p>
        <ul>
          {privileges.map((privilege) => (
            <li key={privilege}>{privilege}</li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
