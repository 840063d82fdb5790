import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ServiceContact } from '../../../shared/service/service-contact';

/** "余额不足" (spec 001 §4): contact customer service, or go and buy V券. */
export function BalanceShortDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [showService, setShowService] = useState(false);
  return (
    <Modal
      open={open}
      title="余额不足"
      width={400}
      centered
      onCancel={onClose}
      footer={[
        <Button key="service" onClick={() => setShowService(true)}>
          联系客服
        </Button>,
        <Button key="buy" type="primary" onClick={() => navigate(paths.my.recharge)}>
          去购买
        </Button>,
      ]}
    >
      <p data-testid="balance-short">{msg.balanceInsufficient}</p>
      {showService && <ServiceContact />}
    </Modal>
  );
}
