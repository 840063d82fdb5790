import { msg } from '@vce/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payPasswords } from '../../../db/schema/commerce-wallet';
import { AppError } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../../../platform/password-hash';
import { verifySmsCode } from '../../account/sms-service';

/** Wrong tries in a row that lock balance payments, and for how long (issue 11). */
export const PAY_PASSWORD_MAX_FAILURES = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 30;

const rowOf = async (app: FastifyInstance, userId: number) =>
  (await app.db.select().from(payPasswords).where(eq(payPasswords.userId, userId)))[0];

const isLocked = (row: { lockedUntil: Date | null }) => !!row.lockedUntil && row.lockedUntil.getTime() > Date.now();

const lockedError = (until: Date) =>
  AppError.reject(
    msg.payPasswordLocked.replace('{minutes}', String(Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)))),
  );

export async function readPayPasswordState(input: { app: FastifyInstance; userId: number }) {
  const row = await rowOf(input.app, input.userId);
  return {
    is_set: !!row,
    locked_until: row && isLocked(row) ? Math.floor(row.lockedUntil!.getTime() / 1000) : null,
  };
}

/**
 * Checks a pay password for a payment or a change. Every wrong try counts (one atomic increment, so
 * concurrent guesses cannot slip past the limit); the fifth in a row locks balance payments for 30
 * minutes. A right one clears the count.
 */
export async function checkPayPassword(input: {
  app: FastifyInstance;
  userId: number;
  payPassword: string | undefined;
  wrongMessage?: string;
}) {
  const { app, userId } = input;
  const row = await rowOf(app, userId);
  if (!row) throw AppError.reject('payPasswordNotSet');
  if (isLocked(row)) throw lockedError(row.lockedUntil!);
  if (!input.payPassword) throw AppError.reject('payPasswordRequired');
  if (await verifyPassword({ passwordHash: row.hash, password: input.payPassword })) {
    if (row.failures > 0) await app.db.update(payPasswords).set({ failures: 0 }).where(eq(payPasswords.userId, userId));
    return;
  }
  const [counted] = await app.db
    .update(payPasswords)
    .set({ failures: sql`${payPasswords.failures} + 1` })
    .where(eq(payPasswords.userId, userId))
    .returning({ failures: payPasswords.failures });
  const failures = counted?.failures ?? PAY_PASSWORD_MAX_FAILURES;
  if (failures >= PAY_PASSWORD_MAX_FAILURES) {
    const until = new Date(Date.now() + PAY_PASSWORD_LOCK_MINUTES * 60_000);
    await app.db.update(payPasswords).set({ failures: 0, lockedUntil: until }).where(eq(payPasswords.userId, userId));
    throw lockedError(until);
  }
  const left = String(PAY_PASSWORD_MAX_FAILURES - failures);
  throw AppError.reject(input.wrongMessage ?? msg.payPasswordWrong.replace('{left}', left));
}

async function storePayPassword(app: FastifyInstance, userId: number, payPassword: string) {
  const hash = await hashPassword(payPassword);
  const fresh = { hash, failures: 0, lockedUntil: null, updatedAt: new Date() };
  await app.db
    .insert(payPasswords)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: payPasswords.userId, set: fresh });
}

/** Sets the first pay password, or changes it: then the old one is required and counts as a try. */
export async function setPayPassword(input: {
  app: FastifyInstance;
  userId: number;
  payPassword: string;
  oldPayPassword?: string;
}) {
  const existing = await rowOf(input.app, input.userId);
  if (existing) {
    if (!input.oldPayPassword) throw AppError.reject('payPasswordOldRequired');
    await checkPayPassword({ ...input, payPassword: input.oldPayPassword, wrongMessage: msg.payPasswordOldWrong });
  }
  await storePayPassword(input.app, input.userId, input.payPassword);
  return existing ? msg.payPasswordChanged : msg.payPasswordSet;
}

/** Forgot pay password (/my/setup): an SMS code to the account's own phone; also lifts a lock. */
export async function resetPayPassword(input: {
  app: FastifyInstance;
  userId: number;
  userMobile: string | null;
  mobile: string;
  code: string;
  payPassword: string;
}) {
  if (input.userMobile !== input.mobile) throw AppError.reject('mobileNotYours');
  await verifySmsCode({ app: input.app, mobile: input.mobile, event: 'reset_pay_pwd', code: input.code });
  await storePayPassword(input.app, input.userId, input.payPassword);
}
