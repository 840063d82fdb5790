import { captchaCheck, captchaGet, smsSend } from '@vce/contract/account-sms';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { AppError } from '../../platform/errors';
import { sendSmsCode } from './sms-service';

/** The slide captcha and the SMS code request it guards. */
export function registerSmsRoutes(app: FastifyInstance) {
  registerCall(app, captchaGet, () => app.captcha.createChallenge());

  registerCall(app, captchaCheck, ({ body }) => {
    const ticket = app.captcha.check(body.captcha_id, body.x);
    if (!ticket) throw AppError.reject('captchaFailed');
    return { ticket };
  });

  registerCall(app, smsSend, async ({ body, request }) => {
    await sendSmsCode({ app, mobile: body.mobile, event: body.event, ticket: body.ticket, ip: request.ip });
    return new Answer(null, msg.smsSent);
  });
}
