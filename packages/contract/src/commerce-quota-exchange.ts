import { z } from 'zod';
import { defineCall } from './call';
import { QuotaState, QuotaTag } from './commerce-quota';
import { msg } from './messages';
import { noBody } from './validation';

// Apart from commerce-quota (which the first load reads for the free searches): the exchange
// popup checks counts with zod, and a field read by the browser is built in its module's chunk.

/** The exchange rule (spec 001 §3): the caller's V粒 and what one use of each kind costs in V粒. */
export const exchangeRule = defineCall({
  path: '/api/finance/exchangeRule',
  access: 'user',
  request: noBody,
  data: z.object({
    money: z.number().int(),
    bbas_search_exchange_money: z.number().int(),
    view_data_search_exchange_money: z.number().int(),
    ai_search_exchange_money: z.number().int(),
  }),
});

/** Uses bought at once: a positive whole number up to 999 (the exchange popup checks it with this too). */
export const exchangeCountField = z.coerce
  .number({ error: msg.exchangeCountInvalid })
  .int(msg.exchangeCountInvalid)
  .min(1, msg.exchangeCountInvalid)
  .max(999, msg.exchangeCountInvalid)
  .describe('兑换次数');

/**
 * Spends count × price V粒 for `count` more uses of `tag` (the exchange popup). Answers what is left
 * of that kind afterwards and of the V粒.
 */
export const exchangeSearchCount = defineCall({
  path: '/api/finance/exchangeSearchCount',
  access: 'user',
  request: z.object({
    tag: QuotaTag,
    count: exchangeCountField,
  }),
  data: z.object({
    tag: QuotaTag,
    /** V粒 spent. */
    spent: z.number().int(),
    /** V粒 left. */
    money: z.number().int(),
    /** The kind's uses left now: today's free ones and the bought ones. */
    quota: QuotaState,
  }),
});
