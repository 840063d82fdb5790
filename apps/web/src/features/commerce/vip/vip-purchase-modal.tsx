import { orderTypeOf } from '@vce/contract/commerce-payment';
import type { VipLevel } from '@vce/contract/commerce-vip';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Button, Checkbox, Modal, Result } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { StatType, track } from '../../../shared/statistics';
import type { z } from 'zod';
import { useCurrentUser } from '../../../shared/current-user';
import { usePaySuperVip } from '../api/pay-super-vip';
import { Checkout, type PaidOrder } from '../payment/checkout';
import { vipPerks } from './vip-perks';

type Level = z.output<typeof VipLevel>;

/**
 * The membership purchase popup (spec 001 §4, §9): the first three packages, the agreement to tick,
 * the way to pay, then the success screen with the package and the membership's new end.
 */
export function VipPurchaseModal(props: { levels: Level[]; initialId?: number; onClose: () => void }) {
  const shown = props.levels.slice(0, 3);
  const initial = props.levels.find((level) => level.id === props.initialId);
  if (initial && !shown.includes(initial)) shown.push(initial);
  const [chosen, setChosen] = useState<Level | undefined>(initial ?? shown[0]);
  const [agreed, setAgreed] = useState(false);
  const [paid, setPaid] = useState<{ name: string; until?: number } | null>(null);
  const paySuperVip = usePaySuperVip();
  const { data: user, refetch: refetchUser } = useCurrentUser();

  useEffect(() => track(StatType.vipPurchaseOpened), []);

  const onPaid = useCallback(
    async (order: PaidOrder) => {
      track(StatType.vipPaid, order.name ?? chosen?.name);
      const fresh = await refetchUser();
      setPaid({
        name: order.name ?? chosen?.name ?? '',
        until: order.vip_expiration_time ?? fresh.data?.level.levelExpirationTime,
      });
    },
    [chosen, refetchUser],
  );

  return (
    <Modal open title="开通VIP会员" width={640} centered footer={null} onCancel={props.onClose} destroyOnHidden>
      {paid ? (
        <Result
          status="success"
          title="开通成功"
          subTitle={
            <span data-testid="vip-success">
              {paid.name}，会员有效期至 {paid.until ? dayjs.unix(paid.until).format('YYYY-MM-DD HH:mm') : '—'}
            </span>
          }
          extra={
            <Button type="primary" onClick={props.onClose}>
              确定
            </Button>
          }
        />
      ) : (
        <div className="vip-purchase">
          <div className="vip-level-choices" role="radiogroup" aria-label="会员套餐">
            {shown.map((level) => (
              <button
                type="button"
                role="radio"
                aria-checked={chosen?.id === level.id}
                key={level.id}
                className={`vip-level-choice${chosen?.id === level.id ? ' is-chosen' : ''}`}
                onClick={() => setChosen(level)}
              >
                <span className="vip-level-name">{level.name}</span>
                <span className="vip-level-price">{level.price} V券</span>
                <s className="muted">{level.original_price} V券</s>
                <span className="muted">{level.card_kaitong_text}</span>
              </button>
            ))}
          </div>
          <p className="vip-purchase-perks">{vipPerks.map((perk) => perk.title).join(' · ')}</p>
          <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            我已阅读并同意
            <a href={paths.agreement('vip_xieyi')} target="_blank" rel="noreferrer">
              《VIP会员服务协议》
            </a>
          </Checkbox>
          {chosen && (
            <Checkout
              key={chosen.id}
              price={chosen.price}
              item={{ type: 'vip', id: chosen.id }}
              balance={user?.money ?? '0.00'}
              orderType={orderTypeOf.vip}
              blockedReason={() => (agreed ? null : msg.agreementRequired)}
              pay={(payType, payPassword, couponId) => {
                track(StatType.vipOrderPlaced, payType);
                return paySuperVip.mutateAsync({
                  level_id: chosen.id,
                  pay_type: payType,
                  pay_from: payType === 'wechat' ? 'scan' : 'web',
                  pay_password: payPassword,
                  coupon_id: couponId,
                });
              }}
              onPaid={onPaid}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
