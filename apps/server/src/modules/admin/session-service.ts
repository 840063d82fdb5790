import type { AdminRole, AdminSession } from '@vce/contract/admin';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { confirmIdentity } from '../account/console-service';
import { findUserDisplay, findUserMobile } from '../account/account-service';
import { sendSmsCode } from '../account/sms-service';
import { findRoles, findSession, saveSession } from './admin-store';
import { permissionsOf } from './permissions';

/** Changes need a confirmation this recent (the issue: within the last hour). */
export const WRITE_WINDOW_MS = 3600_000;

export interface ConsoleCaller {
  userId: number;
  roles: AdminRole[];
  /** Until when the console may be used, and changes made (ms; 0 when not confirmed). */
  expiresAt: number;
  writableUntil: number;
}

/** A console session's bounds: its end, and the end of its hour of changes (ms; 0 without one). */
const boundsOf = (session: { confirmedAt: Date; expiresAt: Date } | undefined) => ({
  expiresAt: session?.expiresAt.getTime() ?? 0,
  writableUntil: session ? Math.min(session.confirmedAt.getTime() + WRITE_WINDOW_MS, session.expiresAt.getTime()) : 0,
});

/** Who calls the console with this token: their roles and their session's bounds. Refuses non-staff. */
export async function callerOf(app: FastifyInstance, input: { userId: number; token: string }): Promise<ConsoleCaller> {
  const [roles, session] = await Promise.all([
    findRoles(app.db, input.userId),
    findSession(app.db, hashToken(input.token)),
  ]);
  if (roles.length === 0) throw AppError.reject('adminNoRole');
  return { userId: input.userId, roles, ...boundsOf(session?.userId === input.userId ? session : undefined) };
}

export async function sessionAnswer(app: FastifyInstance, caller: ConsoleCaller): Promise<AdminSession> {
  const user = await findUserDisplay(app.db, caller.userId);
  const now = Date.now();
  const seconds = (ms: number) => (ms > now ? Math.floor(ms / 1000) : 0);
  return {
    user: { id: caller.userId, nickname: user?.nickname ?? '' },
    roles: caller.roles,
    permissions: permissionsOf(caller.roles),
    expires_at: seconds(caller.expiresAt),
    writable_until: seconds(caller.writableUntil),
  };
}

/** Confirms the person by password or SMS code and (re)opens the console session of this token. */
export async function confirmSession(
  app: FastifyInstance,
  input: { userId: number; token: string; password?: string; code?: string },
) {
  // Refuses non-staff before anything is checked: no password oracle for everyone.
  const { roles } = await callerOf(app, input);
  await confirmIdentity(app, input);
  const confirmedAt = new Date();
  const session = {
    tokenHash: hashToken(input.token),
    userId: input.userId,
    confirmedAt,
    expiresAt: new Date(confirmedAt.getTime() + app.config.ADMIN_SESSION_HOURS * 3600_000),
  };
  await saveSession(app.db, session);
  return sessionAnswer(app, { userId: input.userId, roles, ...boundsOf(session) });
}

/** Sends a staff member a login code on their own phone, to confirm by; answers the phone masked. */
export async function sendConfirmCode(app: FastifyInstance, input: { userId: number; token: string; ip: string }) {
  // Refused for non-staff first, as the confirmation itself is.
  await callerOf(app, input);
  const mobile = await findUserMobile(app.db, input.userId);
  if (!mobile) throw AppError.reject('adminConfirmNoMobile');
  await sendSmsCode({ app, mobile, event: 'mobile_login', isOwnPhone: true, ip: input.ip });
  return { mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` };
}
