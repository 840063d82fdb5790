import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field } from './validation';

/** Kinds of free daily searches; the popup types of spec 001 §2 are 1 BBAS and 2 view data. */
export const SearchTag = z.enum(['bbas', 'view_data']).describe('查询类型');
export type SearchTag = z.infer<typeof SearchTag>;

/** Every kind of counted use, AI questions included: V粒 buy more of each (the exchange popup). */
export const QuotaTag = z.enum(['bbas', 'view_data', 'ai'], { error: msg.exchangeTagInvalid }).describe('次数类型');
export type QuotaTag = z.infer<typeof QuotaTag>;
/** What each kind is called in popups and bills. */
export const quotaTagLabels: Record<QuotaTag, string> = { bbas: 'BBAS品种分析', view_data: '数据查询', ai: 'AI提问' };
/** The no-count popup's type per kind (spec 001 §2): 1 BBAS search, 2 view-data search, 3 AI question. */
export const quotaPopupType = { bbas: 1, view_data: 2, ai: 3 } as const;

export const QuotaState = z.object({
  /** Members search without limit. */
  unlimited: z.boolean(),
  /** Free searches per Beijing day. */
  limit: z.number(),
  /** Today's free searches left. */
  remaining: z.number(),
  /** Searches bought with V粒 and not yet used: spent after the free ones, they do not lapse. */
  bought: z.number(),
});

/** A guest is counted by the visitor id (vce-tourist-uuid), a signed-in user by the account. */
const visitor = { uuid: field.optionalText('访客标识', 64) };

/**
 * Uses one free search of a symbol (the same symbol again the same day is free). `allowed` false
 * means today's free searches are used up: the client shows the quota-exhausted popup `popup_type`.
 */
export const useSearch = defineCall({
  path: '/api/quota/useSearch',
  access: 'public',
  request: z.object({ tag: SearchTag, symbol: field.text('品种', 8).min(1), ...visitor }),
  data: QuotaState.extend({ allowed: z.boolean(), popup_type: z.union([z.literal(1), z.literal(2)]) }),
});

/** What is left of today's free searches of each kind. */
export const searchCount = defineCall({
  path: '/api/quota/searchCount',
  access: 'public',
  request: z.object(visitor),
  data: z.object({ bbas: QuotaState, view_data: QuotaState }),
});
