import { type AdminPrize, prizeKindNames } from '@vce/contract/admin-sign-in';
import { Button, Form, Input, InputNumber, Modal } from 'antd';
import type { PrizeInput } from '../api/sign-in';
import { RewardFields } from '../reward-fields';

type PrizeForm = Omit<PrizeInput, 'id' | 'total_left_seen'>;

/** A prize of the ring: what it is, how likely, and its stock (empty: no limit). */
export function PrizeDialog({
  prize,
  saving,
  onSave,
  onClose,
}: {
  prize: AdminPrize;
  saving: boolean;
  onSave(input: PrizeInput): void;
  onClose(): void;
}) {
  // The remaining stock as this form saw it: a draw taking from it meanwhile makes the save refused.
  const save = (fields: PrizeForm) =>
    onSave({
      ...fields,
      daily_stock: fields.daily_stock ?? null,
      total_left: fields.total_left ?? null,
      id: prize.id,
      total_left_seen: prize.total_left,
    });
  return (
    <Modal open title={`编辑奖品「${prize.name}」`} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<PrizeForm> layout="vertical" name="draw-prize" initialValues={prize} onFinish={save}>
        <Form.Item
          name="name"
          label="奖品名称"
          rules={[{ required: true, whitespace: true, message: '请填写奖品名称' }]}
        >
          <Input maxLength={10} showCount />
        </Form.Item>
        <RewardFields kindLabel="奖品类型" kindNames={prizeKindNames} />
        <Form.Item name="weight" label="权重（中奖概率按在库奖品的权重分配）">
          <InputNumber min={0} max={100_000} />
        </Form.Item>
        <div className="admin-inline-row">
          <Form.Item name="daily_stock" label="每日库存（空为不限）">
            <InputNumber min={0} max={1_000_000} />
          </Form.Item>
          <Form.Item name="total_left" label="剩余库存（空为不限）">
            <InputNumber min={0} max={10_000_000} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}
