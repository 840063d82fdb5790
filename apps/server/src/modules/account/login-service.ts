import type { LoginData } from '@vce/contract/account-login';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { LoginThrottle } from './login-throttle';
import { createRandomNickname } from './nickname';
import { verifyPassword } from '../../platform/password-hash';
import { verifySmsCode } from './sms-service';
import { findUserByMobile, insertUserWithMobile, recordConsent, type UserRow } from './store';
import { toUserInfo } from './user-info';

type LoginAnswer = z.input<typeof LoginData>;

export interface Visitor {
  uuid?: string;
  service_code?: string;
  agreement_version: string;
}

/** Issues a fresh token (each login rotates it), records the consent and builds the answer. */
export async function answerLogin(input: {
  app: FastifyInstance;
  user: UserRow;
  isRegister: boolean;
  agreementVersion: string;
}) {
  const { app, user } = input;
  if (user.bannedAt) throw AppError.reject('accountBanned');
  await recordConsent(app.db, { userId: user.id, version: input.agreementVersion });
  const { token } = await app.auth.issueToken(user.id);
  const nextTip = Number(await app.settings.get('vip_next_tip_seconds', 3 * 86_400));
  return { userinfo: toUserInfo(user, token, nextTip), is_register: input.isRegister ? 1 : 0 } satisfies LoginAnswer;
}

export const newUserFields = (mobile: string, visitor: Visitor) => ({
  mobile,
  nickname: createRandomNickname(),
  registerUuid: visitor.uuid || undefined,
  serviceCode: visitor.service_code || undefined,
});

/** SMS-code login (mode 2): an unregistered phone is registered on the spot. */
export async function loginWithSmsCode(input: {
  app: FastifyInstance;
  mobile: string;
  code: string;
  visitor: Visitor;
}) {
  const { app, mobile, visitor } = input;
  await verifySmsCode({ app, mobile, event: 'mobile_login', code: input.code });
  let user = await findUserByMobile(app.db, mobile);
  let isRegister = false;
  if (!user) {
    user =
      (await insertUserWithMobile(app.db, newUserFields(mobile, visitor))) ?? (await findUserByMobile(app.db, mobile));
    isRegister = true;
  }
  if (!user) throw new Error('user neither created nor found');
  return answerLogin({ app, user, isRegister, agreementVersion: visitor.agreement_version });
}

/**
 * Registration (mode 3). The phone is checked only after its code is accepted, so only the owner of
 * the phone learns that it is already registered.
 */
export async function registerWithSmsCode(input: {
  app: FastifyInstance;
  mobile: string;
  code: string;
  visitor: Visitor;
}) {
  const { app, mobile, visitor } = input;
  await verifySmsCode({ app, mobile, event: 'mobile_register', code: input.code });
  const user = await insertUserWithMobile(app.db, newUserFields(mobile, visitor));
  if (!user) throw AppError.reject('mobileRegistered');
  return answerLogin({ app, user, isRegister: true, agreementVersion: visitor.agreement_version });
}

/** Password login (mode 1), throttled per account and per IP; one message for every failure. */
export async function loginWithPassword(input: {
  app: FastifyInstance;
  throttle: LoginThrottle;
  account: string;
  password: string;
  ip: string;
  agreementVersion: string;
}) {
  const { app, throttle, account, ip } = input;
  if (await throttle.perIp.isBlocked(ip)) throw AppError.reject('loginIpThrottled');
  if (await throttle.perAccount.isBlocked(account)) throw AppError.reject('loginThrottled');
  const user = /^1[3-9]\d{9}$/.test(account) ? await findUserByMobile(app.db, account) : undefined;
  const isValid = await verifyPassword({ passwordHash: user?.passwordHash ?? null, password: input.password });
  if (!user || !isValid) {
    await Promise.all([throttle.perIp.recordFailure(ip), throttle.perAccount.recordFailure(account)]);
    throw AppError.reject('loginFailed');
  }
  await throttle.perAccount.clear(account);
  return answerLogin({ app, user, isRegister: false, agreementVersion: input.agreementVersion });
}
