import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import type { LoginThrottle } from './login-throttle';
import { hashPassword } from '../../platform/password-hash';
import { verifySmsCode } from './sms-service';
import { findUserById, findUserByMobile, updatePasswordHash } from './store';

/**
 * Set password (mode 4) is for accounts without one (e.g. fresh SMS registrations): it asks for no
 * old password, so changing an existing one goes through the SMS-checked reset instead.
 */
export async function setFirstPassword(input: { app: FastifyInstance; userId: number; password: string }) {
  const user = await findUserById(input.app.db, input.userId);
  if (!user) throw AppError.needLogin();
  if (user.passwordHash) throw AppError.reject('passwordAlreadySet');
  await updatePasswordHash(input.app.db, { userId: user.id, passwordHash: await hashPassword(input.password) });
  await input.app.userCache.changed(user.id);
}

/** Forgot password (mode 7): the reset_pwd code proves the phone; every session is then signed out. */
export async function resetPassword(input: {
  app: FastifyInstance;
  throttle: LoginThrottle;
  mobile: string;
  code: string;
  password: string;
}) {
  const { app, mobile } = input;
  await verifySmsCode({ app, mobile, event: 'reset_pwd', code: input.code });
  const user = await findUserByMobile(app.db, mobile);
  // Unreachable in practice: no code is delivered for an unregistered phone.
  if (!user) throw AppError.reject('smsCodeInvalid');
  await updatePasswordHash(app.db, { userId: user.id, passwordHash: await hashPassword(input.password) });
  await app.userCache.changed(user.id);
  await app.auth.revokeUserTokens(user.id);
  await input.throttle.perAccount.clear(mobile);
}
