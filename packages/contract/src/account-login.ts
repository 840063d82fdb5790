import { z } from 'zod';
import { UserInfo } from './account';
import { mobileField, smsCodeField, visitorFields } from './account-fields';
import { defineCall } from './call';
import { msg } from './messages';

/** What every login call answers (spec 000 §3): the user with a fresh token, and whether it is new. */
export const LoginData = z.object({
  userinfo: UserInfo,
  /** 1 when this call created the account: the client opens the profile wizard on the next load. */
  is_register: z.union([z.literal(0), z.literal(1)]),
});

export const SmsLoginRequest = z.object({ mobile: mobileField, captcha: smsCodeField, ...visitorFields });

/** SMS-code login; an unregistered phone is registered on the spot. */
export const mobileLogin = defineCall({
  path: '/api/user/mobileLogin',
  access: 'public',
  request: SmsLoginRequest,
  data: LoginData,
});

/** Registration with an SMS code (event mobile_register); an existing phone is refused. */
export const register = defineCall({
  path: '/api/user/register',
  access: 'public',
  request: SmsLoginRequest,
  data: LoginData,
});

export const PasswordLoginRequest = z.object({
  account: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: msg.accountRequired }).trim().min(1, msg.accountRequired).max(64, msg.loginFailed),
  ),
  password: z.string({ error: msg.passwordRequired }).min(1, msg.passwordRequired).max(128, msg.loginFailed),
  agreement_version: visitorFields.agreement_version,
});

/** Password login with the phone as account. */
export const login = defineCall({
  path: '/api/user/login',
  access: 'public',
  request: PasswordLoginRequest,
  data: LoginData,
});

/** Signs out: the token of the request is revoked. */
export const logout = defineCall({
  path: '/api/user/logout',
  access: 'user',
  request: z.object({}).passthrough(),
  data: z.null(),
});
