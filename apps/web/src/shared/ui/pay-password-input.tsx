import { msg } from '@vce/contract/messages';
import { Form, type FormRule, Input } from 'antd';

/** The six single-digit boxes of the pay password (spec 001 §5): digits only, masked. */
export function PayPasswordInput(props: { value?: string; onChange?: (value: string) => void; label?: string }) {
  return (
    <Input.OTP
      length={6}
      mask="•"
      value={props.value}
      formatter={(text) => text.replace(/\D/g, '')}
      onInput={(cells) => props.onChange?.(cells.join(''))}
      role="group"
      aria-label={props.label ?? '支付密码'}
    />
  );
}

/** The rules of a new pay password and of its repeat (spec 001 §5: exactly six digits). */
export const payPasswordRules: FormRule[] = [{ required: true, pattern: /^\d{6}$/, message: msg.payPasswordRequired }];
const repeatPayPasswordRules: FormRule[] = [
  { required: true, message: msg.payPasswordRepeat },
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || value === getFieldValue('pay_password')
        ? Promise.resolve()
        : Promise.reject(new Error(msg.payPasswordMismatch)),
  }),
];

/** A new pay password and its repeat, as two form fields (`pay_password`, `repeat`) of six boxes each. */
export function NewPayPasswordFields({ label = '新支付密码' }: { label?: string }) {
  return (
    <>
      <Form.Item name="pay_password" label={label} rules={payPasswordRules}>
        <PayPasswordInput label={label} />
      </Form.Item>
      <Form.Item name="repeat" label="确认支付密码" dependencies={['pay_password']} rules={repeatPayPasswordRules}>
        <PayPasswordInput label="确认支付密码" />
      </Form.Item>
    </>
  );
}
