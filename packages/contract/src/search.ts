import { z } from 'zod';
import { defineCall } from './call';
import { field } from './validation';

/** What a search finds, in the order the results page shows its groups. */
export const searchKinds = [
  'product',
  'course',
  'lesson',
  'post',
  'topic',
  'report',
  'strategy',
  'indicator',
  'member',
] as const;
export const SearchKind = z.enum(searchKinds);
export type SearchKind = z.infer<typeof SearchKind>;

/** The community's own search (/qiyouCommunityV2/search) looks in these. */
export const communitySearchKinds: readonly SearchKind[] = ['post', 'topic', 'member', 'product'];

export const searchKeywordMax = 50;

export const SearchHit = z.object({
  kind: SearchKind,
  id: z.number().int(),
  title: z.string(),
  /** The start of its text, or what else tells it apart (a product's exchange and code). */
  excerpt: z.string(),
  link: z.string(),
  /** Unix seconds; 0 when it has no date (a product, a member). */
  time: z.number().int(),
  /** A product's code, for its live price chip; a member's avatar. */
  symbol: z.string().optional(),
  avatar: z.string().optional(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchGroup = z.object({
  kind: SearchKind,
  /** How many it matched in all. */
  total: z.number().int(),
  /** How many of them are ranked and can be paged to: each kind ranks its newest 1,000 matches. */
  ranked: z.number().int(),
  hits: z.array(SearchHit),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

/**
 * One query over everything findable, grouped by kind and ranked (docs/decisions.md "Search").
 * `scope` all: each group's first `limit` hits; community: the community's kinds; a kind: that
 * kind alone, paged. `terms` are the words it looked for, for the page to highlight.
 */
export const searchQuery = defineCall({
  path: '/api/search/query',
  access: 'public',
  request: z.object({
    keyword: z.string().max(200, '搜索词太长了').default('').describe('搜索词'),
    scope: z
      .union([z.enum(['all', 'community']), SearchKind])
      .default('all')
      .describe('范围'),
    page: field.int('页码').min(1).max(100).default(1),
    limit: field.int('每页条数').min(1).max(50).default(5),
  }),
  data: z.object({ keyword: z.string(), terms: z.array(z.string()), groups: z.array(SearchGroup) }),
});

/** What the box offers while one types: products first, then titles of what the index holds. */
export const searchSuggest = defineCall({
  path: '/api/search/suggest',
  access: 'public',
  request: z.object({ keyword: z.string().max(200, '搜索词太长了').default('').describe('搜索词') }),
  data: z.object({
    list: z.array(z.object({ kind: SearchKind, text: z.string(), link: z.string(), symbol: z.string().optional() })),
  }),
});

/** The signed-in caller's recent searches, newest first (a guest's are kept in the browser). */
export const searchHistory = defineCall({
  path: '/api/search/history',
  access: 'user',
  request: z.object({}),
  data: z.object({ list: z.array(z.string()) }),
});

export const clearSearchHistory = defineCall({
  path: '/api/search/clearHistory',
  access: 'user',
  request: z.object({}),
  data: z.null(),
});
