import type { CallData } from '@vce/contract/call';
import type { receiveNewUserPack } from '@vce/contract/commerce-gifts';
import { Button, Modal, Result } from 'antd';
import { useState } from 'react';
import { LoginMode, openLogin } from '../login-store';
import { isSignedIn } from '../session';
import { useNewUserPack } from './get-new-user-pack';
import { useReceiveNewUserPack } from './receive-new-user-pack';

/**
 * The new-user gift pack (spec 000 §2, two variants): a guest is asked to register to claim it; a
 * new account claims it here, once, and sees what it got (the grant popup, "恭喜获得5V粒").
 */
export function GiftPackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = useNewUserPack(open);
  const receive = useReceiveNewUserPack();
  const [granted, setGranted] = useState<CallData<typeof receiveNewUserPack> | null>(null);
  const signedIn = isSignedIn();

  const claim = async () => {
    try {
      setGranted(await receive.mutateAsync());
    } catch {
      // Shown by the API client (already claimed, too late).
    }
  };

  if (granted)
    return (
      <Modal open={open} onCancel={onClose} footer={null} title="领取成功" width={360} centered>
        <Result
          status="success"
          title={granted.vli > 0 ? `恭喜获得${granted.vli}V粒` : '领取成功'}
          subTitle={grantedBesidesVli(granted)}
          extra={
            <Button type="primary" onClick={onClose}>
              好的
            </Button>
          }
        />
      </Modal>
    );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="新人限时礼包"
      width={420}
      footer={
        signedIn ? (
          <Button type="primary" block loading={receive.isPending} onClick={() => void claim()}>
            立即领取
          </Button>
        ) : (
          <Button
            type="primary"
            block
            onClick={() => {
              onClose();
              openLogin(LoginMode.sms);
            }}
          >
            注册领取
          </Button>
        )
      }
    >
      <p className="muted">{signedIn ? '注册7天内可领取一次，领取后立即到账' : '手机号注册即可领取，新用户专享'}</p>
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

/** The rest of the pack in one line under the V粒 ("另有VIP体验3天已生效，优惠券1张已放入我的优惠券"). */
function grantedBesidesVli(granted: { vip_days: number; coupons: number }) {
  const parts = [
    granted.vip_days > 0 ? `VIP体验${granted.vip_days}天已生效` : '',
    granted.coupons > 0 ? `优惠券${granted.coupons}张已放入我的优惠券` : '',
  ].filter(Boolean);
  return parts.length ? `另有${parts.join('，')}` : undefined;
}
