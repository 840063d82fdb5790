import { paths } from '@vce/contract/routes';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoginMode, openLogin } from '../login-store';
import { ServiceDialog } from '../service/service-dialog';
import { closePermissionTip, type PermissionTipData, usePermissionTip } from './permission-store';
import './permission.css';

/**
 * The permission-tip popup (spec 001 §3 "Permission-tip object"): the server's title, subtitle and
 * picture (for type vip, the VIP rights picture of what was refused: rights types 1–4) and its
 * buttons, each doing what its type says: log in, buy VIP, buy the course, contact service.
 */
export function PermissionTipHost() {
  const tip = usePermissionTip();
  const [isServiceOpen, setServiceOpen] = useState(false);
  if (isServiceOpen)
    return (
      <ServiceDialog
        onClose={() => {
          setServiceOpen(false);
          closePermissionTip();
        }}
      />
    );
  return tip ? <PermissionTipPopup tip={tip} onContactService={() => setServiceOpen(true)} /> : null;
}

function PermissionTipPopup({ tip, onContactService }: { tip: PermissionTipData; onContactService(): void }) {
  const navigate = useNavigate();
  const act = (button: PermissionTipData['button_list'][number]) => {
    // The service dialog replaces the tip; the tip closes with it.
    if (button.type === 'contact_service') return onContactService();
    closePermissionTip();
    if (button.type === 'login') openLogin(LoginMode.sms);
    else if (button.type === 'buy_vip') void navigate(paths.vip);
    else void navigate(button.path ?? paths.classroom);
  };
  const buttons = tip.show_service
    ? tip.button_list
    : tip.button_list.filter((button) => button.type !== 'contact_service');
  return (
    <Modal
      open
      title={tip.title}
      width={400}
      centered
      onCancel={closePermissionTip}
      footer={buttons.map((button, index) => (
        <Button key={button.type} type={index === 0 ? 'primary' : 'default'} onClick={() => act(button)}>
          {button.value}
        </Button>
      ))}
    >
      <div className="permission-tip" data-tip-type={tip.type} data-vip-rights-type={tip.vip_rights_type ?? undefined}>
        {tip.content_image && (
          <img className="permission-tip-image" src={tip.content_image} alt="" width={360} height={180} />
        )}
        <p className="permission-tip-subtitle">{tip.sub_title}</p>
      </div>
    </Modal>
  );
}
