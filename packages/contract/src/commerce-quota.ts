import { z } from 'zod';
import { defineCall } from './call';
import { field } from './validation';

/** Kinds of free daily searches; the popup types of spec 001 §2 are 1 BBAS and 2 view data. */
export const SearchTag = z.enum(['bbas', 'view_data']).describe('查询类型');
export type SearchTag = z.infer<typeof SearchTag>;
export const quotaPopupType = { bbas: 1, view_data: 2 } as const;

export const QuotaState = z.object({
  /** Members search without limit. */
  unlimited: z.boolean(),
  /** Free searches per Beijing day. */
  limit: z.number(),
  remaining: z.number(),
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
