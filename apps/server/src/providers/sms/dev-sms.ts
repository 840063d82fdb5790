import type { FastifyBaseLogger } from 'fastify';
import { smsOutbox } from '../../db/schema/account-sms';
import type { Db } from '../../platform/db';
import { type SmsProvider, smsNoticeText, smsText } from './sms-provider';

/**
 * The offline stand-in for an SMS gateway: messages land in the sms_outbox table (listed at /dev/sms)
 * and in the log. config.ts refuses it when NODE_ENV=production.
 */
export function createDevSms(deps: { db: Db; log: FastifyBaseLogger }): SmsProvider {
  return {
    name: 'dev',
    async send(message) {
      const content = smsText(message);
      await deps.db.insert(smsOutbox).values({ ...message, content, provider: 'dev' });
      deps.log.info(
        { mobile: message.mobile, event: message.event, content },
        'dev SMS outbox: message stored, not sent',
      );
    },
    async notify(notice) {
      const content = smsNoticeText(notice);
      await deps.db
        .insert(smsOutbox)
        .values({ mobile: notice.mobile, event: 'subscription', code: '', content, provider: 'dev' });
      deps.log.info({ mobile: notice.mobile, content }, 'dev SMS outbox: notice stored, not sent');
    },
  };
}
