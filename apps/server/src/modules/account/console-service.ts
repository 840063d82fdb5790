import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/password-hash';
import { keysetRows } from '../../platform/keyset';
import type { PageQuery } from '../../platform/paging';
import {
  type ConsoleUserFilter,
  type ConsoleUserRow,
  findConsoleUser,
  listConsoleUsers,
  listRecentLogins,
  readConsoleUsersAfter,
  setBan,
} from './console-store';
import { createLoginThrottle } from './login-throttle';
import { verifySmsCode } from './sms-service';
import { findUserById } from './store';
import { announceUserChanged } from './user-cache';

/**
 * The account area's door for the operators' console: users found and read, banned and let back.
 * A ban ends every session of the user at once on every process (the tokens are revoked and the
 * bus tells each process to drop its copy, and to close the user's sockets) and keeps them from signing in again (answerLogin).
 */
export const findUsersForConsole = (app: FastifyInstance, filter: ConsoleUserFilter & PageQuery) =>
  listConsoleUsers(app.db, filter);

/** Every user the filter selects in its order, `cap` at most: read in batches as they are consumed (an export). */
export const streamUsersForConsole = (app: FastifyInstance, filter: ConsoleUserFilter, cap: number) =>
  keysetRows((last: ConsoleUserRow | null, limit) => readConsoleUsersAfter(app.db, filter, last, limit), { cap });

export async function readUserForConsole(app: FastifyInstance, userId: number) {
  const [user, logins] = await Promise.all([findConsoleUser(app.db, userId), listRecentLogins(app.db, userId)]);
  if (!user) throw AppError.reject('adminUserUnknown');
  return { ...user, logins };
}
export type ConsoleUserDetail = Awaited<ReturnType<typeof readUserForConsole>>;

/** A ban or its lifting that changed nothing: an unknown user, or one already in that state. */
async function refuseUnchanged(
  app: FastifyInstance,
  userId: number,
  sameState: 'adminAlreadyBanned' | 'adminNotBanned',
) {
  throw AppError.reject((await findConsoleUser(app.db, userId)) ? sameState : 'adminUserUnknown');
}

export async function banUser(app: FastifyInstance, input: { userId: number; reason: string }) {
  if (!(await setBan(app.db, input))) return refuseUnchanged(app, input.userId, 'adminAlreadyBanned');
  await app.auth.revokeUserTokens(input.userId);
  await app.sockets.disconnect(input.userId);
  await announceUserChanged(app.bus, input.userId);
}

export async function unbanUser(app: FastifyInstance, userId: number) {
  if (!(await setBan(app.db, { userId, reason: null }))) return refuseUnchanged(app, userId, 'adminNotBanned');
  await announceUserChanged(app.bus, userId);
}

/**
 * Proves who is at the console's keyboard: the account's login password, or a login code sent to
 * its phone (event mobile_login, the login dialog's own). Refuses with a message otherwise.
 */
export async function confirmIdentity(
  app: FastifyInstance,
  input: { userId: number; password?: string; code?: string },
) {
  const user = await findUserById(app.db, input.userId);
  if (!user) throw AppError.needLogin();
  if (input.password) {
    // Wrong passwords count with the login's, per account: a token alone does not buy guesses.
    const failures = createLoginThrottle(app.shortLived).perAccount;
    const account = user.mobile ?? `id:${user.id}`;
    if (await failures.isBlocked(account)) throw AppError.reject('loginThrottled');
    if (!(await verifyPassword({ passwordHash: user.passwordHash, password: input.password }))) {
      await failures.recordFailure(account);
      throw AppError.reject('adminConfirmWrong');
    }
    return failures.clear(account);
  }
  if (input.code && user.mobile)
    return verifySmsCode({ app, mobile: user.mobile, event: 'mobile_login', code: input.code });
  throw AppError.reject('adminConfirmEmpty');
}
