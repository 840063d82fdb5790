import { randomInt } from 'node:crypto';
import type { SmsEvent } from '@vce/contract/account-fields';
import { post, type TestApp } from './harness';

/** A phone number no other test uses (1 3-9 and nine digits). */
export const randomMobile = () => `1${randomInt(3, 10)}${String(randomInt(1e9)).padStart(9, '0')}`;

/** A caller address of its own, so per-IP caps of one test do not touch another. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The newest code in the dev outbox for a phone, or null; waits briefly for deliveries not awaited. */
export async function readLatestCode(app: TestApp, mobile: string): Promise<{ captcha: string; event: string } | null> {
  for (let i = 0; i < 20; i++) {
    const body = (await app.inject({ method: 'GET', url: `/api/dev/sms/latest?mobile=${mobile}` })).json();
    if (body.code === 1) return body.data;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

/** Requests a code (captcha off) and reads it from the dev outbox. */
export async function sendCode(app: TestApp, mobile: string, event: SmsEvent, ip = randomIp()): Promise<string> {
  const res = (await post(app, '/api/sms/send', { mobile, event }, { ip })).json();
  if (res.code !== 1) throw new Error(`sms/send refused: ${res.msg}`);
  const latest = await readLatestCode(app, mobile);
  if (!latest || latest.event !== event) throw new Error('no code in the dev outbox');
  return latest.captcha;
}

/** A different 4-digit code than the given one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
