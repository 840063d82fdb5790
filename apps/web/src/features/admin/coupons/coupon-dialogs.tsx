import {
  type AdminCouponTemplate,
  type AdminCouponTemplateFields,
  couponKinds,
  GRANT_USERS_MAX,
} from '@vce/contract/admin-coupons';
import { orderKindNames } from '@vce/contract/commerce-payment';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { GrantInput } from '../api/coupons';
import { yuanRule } from '../yuan-rule';

export const newTemplate: AdminCouponTemplateFields = {
  name: '',
  kind: 'amount',
  amount: '10',
  rate_percent: 100,
  min_spend: '0',
  product_kinds: ['vip'],
  valid_days: 30,
};

export const fieldsOf = ({ given: _given, used: _used, id: _id, ...fields }: AdminCouponTemplate) => fields;

const amountRule = yuanRule('10、9.90');

/** A kind of coupon: an amount off or a discount, the minimum spend, what it pays towards and how long it lasts. */
export function TemplateDialog({
  template,
  isNew,
  saving,
  onSave,
  onClose,
}: {
  template: AdminCouponTemplateFields;
  isNew: boolean;
  saving: boolean;
  onSave(fields: AdminCouponTemplateFields): void;
  onClose(): void;
}) {
  const save = (fields: AdminCouponTemplateFields) =>
    onSave(fields.kind === 'amount' ? { ...fields, rate_percent: 100 } : { ...fields, amount: '0' });
  return (
    <Modal open title={isNew ? '新建优惠券' : '编辑优惠券'} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<AdminCouponTemplateFields>
        layout="vertical"
        name="coupon-template"
        initialValues={template}
        onFinish={save}
      >
        <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请填写名称' }]}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="kind" label="优惠类型">
          <Radio.Group
            options={[
              { value: 'amount', label: '满减' },
              { value: 'discount', label: '折扣' },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['kind']}>
          {({ getFieldValue }) =>
            getFieldValue('kind') === 'amount' ? (
              <Form.Item
                name="amount"
                label="减免金额（元）"
                rules={[{ required: true, message: '请填写金额' }, amountRule]}
              >
                <Input style={{ width: 160 }} />
              </Form.Item>
            ) : (
              <Form.Item name="rate_percent" label="支付比例（%，85 即八五折）" rules={[{ required: true }]}>
                <InputNumber min={1} max={99} />
              </Form.Item>
            )
          }
        </Form.Item>
        <Form.Item name="min_spend" label="使用门槛（元，0 为无门槛）" rules={[amountRule]}>
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="product_kinds" label="适用商品" rules={[{ required: true, message: '请选择适用商品' }]}>
          <Checkbox.Group options={couponKinds.map((kind) => ({ value: kind, label: orderKindNames[kind] }))} />
        </Form.Item>
        <Form.Item name="valid_days" label="领取后有效天数">
          <InputNumber min={1} max={365} />
        </Form.Item>
        {!isNew && <p className="admin-note">修改只影响之后发出的优惠券，已发出的按发出时的规则使用。</p>}
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}

/** A batch's key: random hex (crypto.randomUUID needs a secure context; the console may be opened over plain HTTP). */
const newBatchNo = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The ids typed or pasted: numbers separated by anything (commas, spaces, new lines). */
const idsIn = (text: string) => [...new Set((text.match(/\d+/g) ?? []).map(Number).filter((id) => id > 0))];

/**
 * A batch of one kind of coupon to users by id. The batch's key is made as the dialog opens: sending
 * it twice (a double click, a retry) gives nobody a second coupon.
 */
export function GrantDialog({
  template,
  saving,
  onGrant,
  onClose,
}: {
  template: AdminCouponTemplate;
  saving: boolean;
  onGrant(input: GrantInput): void;
  onClose(): void;
}) {
  const [batchNo] = useState(newBatchNo);
  const grant = ({ users, note }: { users: string; note: string }) =>
    onGrant({ template_id: template.id, user_ids: idsIn(users), batch_no: batchNo, note });
  return (
    <Modal open title={`发放「${template.name}」`} footer={null} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical" name="coupon-grant" onFinish={grant}>
        <Form.Item
          name="users"
          label="用户ID"
          extra={`每行或用逗号分隔一个ID，每批最多${GRANT_USERS_MAX}位；每人每批一张。`}
          rules={[
            { required: true, message: '请填写用户ID' },
            {
              validator: (_rule, value: string) =>
                idsIn(value ?? '').length <= GRANT_USERS_MAX
                  ? Promise.resolve()
                  : Promise.reject(new Error(`每批最多发给${GRANT_USERS_MAX}位用户`)),
            },
          ]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item
          name="note"
          label="发放说明"
          rules={[{ required: true, whitespace: true, message: '请填写发放说明' }]}
        >
          <Input maxLength={50} placeholder="如：双十一老用户回馈" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          发放
        </Button>
      </Form>
    </Modal>
  );
}
