import { orderTypeOf } from '@vce/contract/commerce-payment';
import { rechargeAmountField } from '@vce/contract/commerce-wallet';
import { msg } from '@vce/contract/messages';
import { Card, Input, Radio } from 'antd';
import { useState } from 'react';
import { useCurrentUser } from '../../../shared/current-user';
import { toast } from '../../../shared/ui/feedback';
import { useRecharge } from '../api/recharge';
import { Checkout } from '../payment/checkout';
import { WalletBill } from './wallet-bill';
import './wallet.css';

/** Amounts offered (元); any other from 1 to 50,000 with two decimals at most can be typed. */
const presets = ['10', '50', '100', '200', '500', '1000'];

/** V券 recharge (/my/recharge, /cashDesk/recharge): the balance, an amount, WeChat or Alipay, and the bill. */
export default function RechargePage() {
  const { data: user, refetch } = useCurrentUser();
  const [preset, setPreset] = useState('100');
  const [custom, setCustom] = useState('');
  // A new Checkout after each payment, so the next recharge starts from the choice of method.
  const [round, setRound] = useState(0);
  const recharge = useRecharge();
  const amount = custom || preset;
  // The contract's own rule (1 to 50,000 元, two decimals at most), read exactly into cents.
  const cents = rechargeAmountField.safeParse(amount);
  const price = cents.success ? (cents.data / 100).toFixed(2) : '';

  return (
    <div className="recharge" data-testid="recharge">
      <Card>
        <p className="recharge-balance">
          V券余额 <strong data-testid="recharge-balance">{user?.money ?? '0.00'}</strong>
          <span className="muted">（1 V券 = 1 元，可用于开通会员、购买课程与指标）</span>
        </p>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          aria-label="充值金额"
          value={custom ? null : preset}
          onChange={(event) => {
            setPreset(event.target.value as string);
            setCustom('');
          }}
          options={presets.map((value) => ({ value, label: `${value} V券` }))}
        />
        <Input
          className="recharge-custom"
          aria-label="其他金额"
          placeholder="其他金额（1-50000元）"
          value={custom}
          maxLength={8}
          onChange={(event) => setCustom(event.target.value.replace(/[^\d.]/g, ''))}
          prefix="¥"
        />
        <Checkout
          key={`${round}-${price}`}
          price={price || '0.00'}
          orderType={orderTypeOf.recharge}
          blockedReason={() => (price ? null : msg.rechargeAmountInvalid)}
          pay={(payType) =>
            recharge.mutateAsync({
              amount: price,
              pay_type: payType as 'wechat' | 'alipay',
              pay_from: payType === 'wechat' ? 'scan' : 'web',
            })
          }
          onPaid={() => {
            void toast.success(`充值成功，${price} V券已到账`);
            void refetch();
            setRound((value) => value + 1);
          }}
        />
      </Card>
      <Card title="账单">
        <WalletBill currency="vq" />
      </Card>
    </div>
  );
}
