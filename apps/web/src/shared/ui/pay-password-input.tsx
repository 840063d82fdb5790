import { msg } from '@vce/contract/messages';
import { type FormRule, Input } from 'antd';

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
export const repeatPayPasswordRules = (field: string): FormRule[] => [
  { required: true, message: msg.payPasswordRepeat },
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(msg.payPasswordMismatch)),
  }),
];
