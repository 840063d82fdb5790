import { msg } from '@vce/contract/messages';
import type { FormRule } from 'antd';

/** The validation table of spec 000 §5, as antd form rules. */
export const phoneRules: FormRule[] = [
  { required: true, message: msg.phoneRequired },
  { pattern: /^1[3-9]\d{9}$/, message: msg.phoneInvalid },
];

export const smsCodeRules: FormRule[] = [{ required: true, message: msg.captchaRequired }];

/** Phone inputs take digits only, at most 11. */
export const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 11);

export const isValidPhone = (value: unknown) => typeof value === 'string' && /^1[3-9]\d{9}$/.test(value);

/** A repeat field that must equal `field`. */
export const sameAs =
  (field: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(message),
  });
