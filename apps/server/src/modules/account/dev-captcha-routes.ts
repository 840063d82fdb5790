import type { FastifyInstance } from 'fastify';
import { success } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { peekChallengeOffset } from '../../providers/captcha/builtin-captcha';

/**
 * The answer of a pending slide puzzle, for browser tests and testers on a development server.
 * Registered with the dev SMS outbox (which already hands out every code), so never in production.
 */
export function registerDevCaptchaRoutes(app: FastifyInstance) {
  app.get('/api/dev/captcha/answer', async (request) => {
    const id = String((request.query as { captcha_id?: unknown }).captcha_id ?? '');
    const x = await peekChallengeOffset(app.shortLived, id);
    if (x === undefined) throw AppError.reject('captchaFailed');
    return success({ captcha_id: id, x });
  });
}
