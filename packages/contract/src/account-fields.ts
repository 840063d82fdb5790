import { z } from 'zod';
import { msg } from './messages';

/** Form bodies send strings, JSON clients sometimes numbers: both read as text. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** Phone (spec 000 §5): required, then 1, 3 to 9, and nine more digits. */
export const mobileField = z.preprocess(
  asText,
  z
    .string({ error: msg.phoneRequired })
    .trim()
    .min(1, msg.phoneRequired)
    .regex(/^1[3-9]\d{9}$/, msg.phoneInvalid),
);

/** The SMS code: required; a code of the wrong shape is just a wrong code. */
export const smsCodeField = z.preprocess(
  asText,
  z.string({ error: msg.captchaRequired }).trim().min(1, msg.captchaRequired).max(16, msg.smsCodeInvalid),
);

export const smsEvents = ['mobile_login', 'mobile_register', 'bind_phone', 'reset_pwd', 'reset_pay_pwd'] as const;
export type SmsEvent = (typeof smsEvents)[number];
/** Events that prove a phone already registered: an unknown phone gets the same answer and no SMS. */
export const resetSmsEvents: readonly SmsEvent[] = ['reset_pwd', 'reset_pay_pwd'];

/** The consent document version of the login dialog's agreement popup (spec 000 §2). */
export const currentAgreementVersion = '2023-01-16';

export const agreementVersionField = z
  .string()
  .trim()
  .regex(/^[\w.-]{1,32}$/, '协议版本格式不正确')
  .default(currentAgreementVersion)
  .describe('协议版本');

/** Visitor id and landing service code, kept for attribution (spec 000 §3). */
export const visitorFields = {
  uuid: z.string().trim().max(64).optional().describe('访客标识'),
  service_code: z.string().trim().max(64).optional().describe('服务码'),
  agreement_version: agreementVersionField,
};

export const passwordLimits = { min: 6, max: 11 } as const;

/**
 * The password policy (docs/decisions.md "Accounts"): 6 to 11 characters — the reset form's inputs
 * stop at 11 (spec 000 §9) — with at least one letter and one digit, printable ASCII without spaces.
 */
export function isPasswordAllowed(password: string): boolean {
  return (
    password.length >= passwordLimits.min &&
    password.length <= passwordLimits.max &&
    /^[\x21-\x7e]+$/.test(password) &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}

/** A new password: required (with the form's own message), then the policy. */
export const newPasswordField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).refine(isPasswordAllowed, msg.passwordPolicy);
