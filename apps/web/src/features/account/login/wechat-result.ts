import type { WechatLoginResult } from '@vce/contract/account-wechat';
import type { z } from 'zod';
import { openBindPhone } from '../../../shared/login-store';
import { finishLogin } from './finish-login';

/** Where a WeChat identity with no phone goes on: the login dialog's mode 6, or /bindMobile. */
export type BindPhoneStep = (openid: string, returnTo: string | null) => void;

/**
 * The branch every WeChat login ends in (QR scan or website OAuth code, spec 000 §4): type 1 is a
 * bound identity and the user is logged in; any other answer binds a phone to the openid (mode 6).
 */
export function applyWechatResult(
  result: z.output<typeof WechatLoginResult>,
  returnTo: string | null,
  bindPhone: BindPhoneStep = openBindPhone,
) {
  if (result.type === 1 && result.userinfo) {
    finishLogin({ userinfo: result.userinfo, is_register: result.is_register ?? 0 }, returnTo);
  } else {
    bindPhone(result.openid, returnTo);
  }
}
