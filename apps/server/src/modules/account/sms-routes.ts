import { captchaCheck, captchaGet, smsSend } from '@vce/contract/account-sms';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { AppError } from '../../platform/errors';
import { sendSmsCode } from './sms-service';

/** The slide captcha and the SMS code request it guards. */
export function registerSmsRoutes(app: FastifyInstance) {
  // Drawing a puzzle costs CPU, and answers could be guessed: both are budgeted per IP.
  const rateLimit = { max: app.config.CAPTCHA_IP_PER_MINUTE, timeWindow: 60_000 };
  registerCall(app, captchaGet, () => app.captcha.createChallenge(), { rateLimit });

  registerCall(
    app,
    captchaCheck,
    async ({ body }) => {
      const ticket = await app.captcha.check(body.captcha_id, body.x);
      if (!ticket) throw AppError.reject('captchaFailed');
      return { ticket };
    },
    { rateLimit },
  );

  registerCall(app, smsSend, async ({ body, request }) => {
    await sendSmsCode({ app, mobile: body.mobile, event: body.event, ticket: body.ticket, ip: request.ip });
    return new Answer(null, msg.smsSent);
  });
}
