import type { FastifyInstance } from 'fastify';
import type { PayChannel } from '../../../providers/payment/payment-provider';
import { applyPaidNotice } from './settlement-service';

/** Notifications are small; a larger body is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * The providers' payment notifications (WeChat Pay v3: signed JSON; Alipay: signed form). The
 * signature covers the exact bytes, so this context keeps bodies as raw text. Verified, matched
 * against the order and applied once; the provider gets the acknowledgement it expects, and a
 * refusal (bad signature, wrong amount or merchant) asks it to deliver again.
 */
export async function paymentNotifyRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  for (const channel of ['wechat', 'alipay'] as const satisfies PayChannel[]) {
    app.post(`/api/pay/notify/${channel}`, async (request, reply) => {
      const provider = app.payment.channel(channel);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const notice = await provider.verifyNotify({ headers: request.headers, rawBody }).catch(() => null);
      if (!notice) request.log.warn({ channel }, 'payment notification with a bad signature or not a payment');
      const outcome = notice ? await applyPaidNotice({ app, channel, notice }) : 'refused';
      const ack = provider.acknowledge(outcome !== 'refused');
      return reply.status(ack.status).type(ack.contentType).send(ack.body);
    });
  }
}
