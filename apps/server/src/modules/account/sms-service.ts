import { timingSafeEqual } from 'node:crypto';
import { resetSmsEvents, type SmsEvent } from '@vce/contract/account-fields';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { SMS_CODE_TTL_MINUTES } from '../../providers/sms/sms-provider';
import { generateSmsCode, hashSmsCode } from './sms-code';
import { countRecentSends, countWrongTry, findActiveCode, insertSmsCode, lockPhone, markCodeUsed } from './sms-store';
import { findUserByMobile } from './store';

/**
 * Caps per phone (DESIGN.md §8), all checked before the provider is called; the resend interval
 * (60 s) and the per-IP hourly cap (20) come from the config.
 */
export const smsCaps = { perHour: 5, perDay: 10 } as const;
/** A code is void after this many wrong tries, even if the next one is right. */
export const SMS_MAX_ATTEMPTS = 5;

/**
 * Sends a code for one event. For the reset events an unregistered phone gets the same answer, the same
 * caps and a stored (never delivered) code, so the call does not tell who is registered.
 */
export async function sendSmsCode(input: {
  app: FastifyInstance;
  mobile: string;
  event: SmsEvent;
  ticket?: string;
  /** A signed-in account's own phone: its caps stand, and no slide puzzle is asked. */
  isOwnPhone?: boolean;
  ip: string;
  now?: Date;
}): Promise<void> {
  const { app, mobile, event, ip } = input;
  const now = input.now ?? new Date();
  if (!input.isOwnPhone && app.captcha.isRequired && !(await app.captcha.consumeTicket(input.ticket)))
    throw AppError.reject('captchaNeeded');

  const isResetEvent = resetSmsEvents.includes(event);
  const isDelivered = !isResetEvent || !!(await findUserByMobile(app.db, mobile));
  const code = generateSmsCode();
  await inTransaction(app.db, async (tx) => {
    await lockPhone(tx, mobile);
    const sent = await countRecentSends(tx, { mobile, ip, now, resendMs: app.config.SMS_RESEND_SECONDS * 1000 });
    if (sent.resend >= 1) throw AppError.reject('smsTooFrequent');
    if (sent.day >= smsCaps.perDay) throw AppError.reject('smsDailyLimit');
    if (sent.hour >= smsCaps.perHour) throw AppError.reject('smsHourlyLimit');
    if (sent.ipHour >= app.config.SMS_IP_HOURLY_LIMIT) throw AppError.reject('smsIpLimit');
    await insertSmsCode(tx, {
      mobile,
      event,
      ip,
      codeHash: hashSmsCode({ mobile, event, code }),
      delivered: isDelivered,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
  });
  if (!isDelivered) return;

  const delivery = app.sms.send({ mobile, event, code });
  if (isResetEvent) {
    // Not awaited: the answer must take as long for an unregistered phone, which sends nothing.
    delivery.catch((err: unknown) => app.log.error({ err, event }, 'SMS delivery failed'));
    return;
  }
  await delivery.catch((err: unknown) => {
    app.log.error({ err, event }, 'SMS delivery failed');
    throw AppError.reject('smsSendFailed');
  });
}

/**
 * Accepts a code once: bound to phone and event, within 5 minutes, before the 5th wrong try.
 * Every failure answers 验证码错误或已失效, whatever the reason.
 */
export async function verifySmsCode(input: {
  app: FastifyInstance;
  mobile: string;
  event: SmsEvent;
  code: string;
}): Promise<void> {
  const { app, mobile, event, code } = input;
  const now = new Date();
  const row = await findActiveCode(app.db, { mobile, event, now });
  const expected = Buffer.from(row?.codeHash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(hashSmsCode({ mobile, event, code }), 'hex');
  const isMatch = timingSafeEqual(expected, given);
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) throw AppError.reject('smsCodeInvalid');
  if (!isMatch) {
    await countWrongTry(app.db, row.id);
    throw AppError.reject('smsCodeInvalid');
  }
  if (!(await markCodeUsed(app.db, { id: row.id, maxAttempts: SMS_MAX_ATTEMPTS, now }))) {
    throw AppError.reject('smsCodeInvalid');
  }
}
