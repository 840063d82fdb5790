import { Input } from 'antd';

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
