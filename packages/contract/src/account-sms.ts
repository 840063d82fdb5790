import { z } from 'zod';
import { mobileField, smsEvents } from './account-fields';
import { defineCall } from './call';
import { msg } from './messages';

export const SmsSendRequest = z.object({
  mobile: mobileField,
  event: z.enum(smsEvents, { error: msg.smsEventInvalid }),
  /** The slide captcha's one-time ticket from /api/captcha/check. */
  ticket: z.string().trim().max(64).optional().describe('滑块验证凭证'),
});

/** Sends a 4-digit code for one event; answers msg 验证码已发送. */
export const smsSend = defineCall({ path: '/api/sms/send', access: 'public', request: SmsSendRequest, data: z.null() });

export const CaptchaChallengeData = z.object({
  captcha_id: z.string(),
  /** PNG data URL: the background with the gap. */
  image: z.string(),
  /** PNG data URL: the piece to slide, placed at piece_y from the top. */
  piece: z.string(),
  piece_y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A new slide puzzle (POST so no cache keeps one). */
export const captchaGet = defineCall({
  path: '/api/captcha/get',
  access: 'public',
  request: z.object({}).passthrough(),
  data: CaptchaChallengeData,
});

/** One attempt at a puzzle: the piece's left edge in image pixels. Right or wrong, the puzzle is used up. */
export const captchaCheck = defineCall({
  path: '/api/captcha/check',
  access: 'public',
  request: z.object({
    captcha_id: z.string({ error: msg.captchaFailed }).trim().min(1, msg.captchaFailed).max(64),
    x: z.coerce.number({ error: msg.captchaFailed }).finite().min(0).max(10_000),
  }),
  data: z.object({ ticket: z.string() }),
});
