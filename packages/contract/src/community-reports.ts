import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field, keysOf } from './validation';

/** Why a reader reports a post or comment (the console's queue groups by these). */
export const reportReasons = {
  spam: '垃圾广告',
  scam: '荐股喊单或诈骗',
  abuse: '辱骂攻击',
  illegal: '违法违规',
  vulgar: '色情低俗',
  other: '其他',
} as const;
export type ReportReason = keyof typeof reportReasons;
export const reportReasonKeys = keysOf(reportReasons);

/** Readers whose pending reports hide a post or comment until a moderator looks (docs/decisions.md "Community reports"). */
export const REPORTS_TO_HIDE = 3;
/** A report's note, in characters at most. */
export const REPORT_NOTE_MAX = 200;

/**
 * Reports a post or comment into the moderation queue, once per reader and target; enough readers'
 * reports hide it at once. Never one's own.
 */
export const report = defineCall({
  path: '/api/qi_you/report',
  access: 'user',
  request: z.object({
    type: z.enum(['post', 'comment'], { error: msg.reportTargetInvalid }),
    id: field.id('举报对象编号'),
    reason: z.enum(reportReasonKeys, { error: msg.reportReasonInvalid }),
    note: field.optionalText('补充说明', REPORT_NOTE_MAX),
  }),
  data: z.object({ id: z.number().int() }),
});
