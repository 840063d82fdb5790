import type { PrizeKind } from '@vce/contract/commerce-sign-in';
import { Form, InputNumber, Select } from 'antd';

/**
 * A console reward's kind and amount (a draw prize, a gift-pack item): V粒, days of membership, a
 * coupon kind by its id, or nothing (`kindNames.none` says what nothing is called there).
 */
export function RewardFields({ kindLabel, kindNames }: { kindLabel: string; kindNames: Record<PrizeKind, string> }) {
  const amountLabels: Record<PrizeKind, string> = {
    vli: 'V粒数',
    vip_days: '会员天数',
    coupon: '优惠券编号（见优惠券页）',
    none: `数量（${kindNames.none}为0）`,
  };
  return (
    <>
      <Form.Item name="kind" label={kindLabel}>
        <Select
          style={{ width: 160 }}
          options={Object.entries(kindNames).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) => (
          <Form.Item name="amount" label={amountLabels[getFieldValue('kind') as PrizeKind]}>
            <InputNumber min={0} max={100_000} />
          </Form.Item>
        )}
      </Form.Item>
    </>
  );
}
