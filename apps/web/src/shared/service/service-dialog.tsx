import { Modal } from 'antd';
import { ServiceContact } from './service-contact';

/**
 * The customer-service dialog (spec 001 §2): the service's WeChat QR, name, phone and hours, for
 * whoever clicks 在线客服 rather than hovering it (touch screens, keyboards).
 */
export function ServiceDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open title="联系客服" width={360} centered footer={null} onCancel={onClose}>
      <ServiceContact onConsult={onClose} />
    </Modal>
  );
}
