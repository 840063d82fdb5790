import { Modal } from 'antd';
import { useNewUserPack } from './api/get-new-user-pack';

/** The new-user gift pack of the side toolbar: what a new account receives. */
export function GiftPackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = useNewUserPack(open);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="新人限时礼包" width={420}>
      <ul className="gift-pack-list">
        {data?.map((item) => (
          <li key={item.title}>
            <img src={item.image} alt="" width={48} height={48} />
            <div>
              <strong>{item.title}</strong>
              <p>{item.subtitle}</p>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
