import { z } from 'zod';
import { defineCall } from './call';
import { field, pagingFields } from './validation';
import { msg } from './messages';

export const indicatorCategories = ['trend', 'volume', 'oscillator', 'volatility'] as const;
export const IndicatorCategory = z.enum(indicatorCategories);
export type IndicatorCategory = z.infer<typeof IndicatorCategory>;
export const indicatorCategoryNames: Record<IndicatorCategory, string> = {
  trend: '趋势',
  volume: '量能',
  oscillator: '摆动',
  volatility: '波动',
};

/** The trading software a formula file is written for: 通达信, and 文华财经's 麦语言. */
export const indicatorPlatforms = ['tdx', 'wh'] as const;
export const IndicatorPlatform = z.enum(indicatorPlatforms, { error: msg.indicatorPlatformInvalid });
export type IndicatorPlatform = z.infer<typeof IndicatorPlatform>;
export const indicatorPlatformNames: Record<IndicatorPlatform, string> = { tdx: '通达信', wh: '文华财经' };

/** free; vq: bought at the cash desk in V券 (元); vli: exchanged for V粒. */
export const IndicatorPriceType = z.enum(['free', 'vq', 'vli']);
export type IndicatorPriceType = z.infer<typeof IndicatorPriceType>;

export const IndicatorCard = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  summary: z.string(),
  category: IndicatorCategory,
  price_type: IndicatorPriceType,
  /** "29.90" (元) for vq, "300" (V粒) for vli, "0" for free. */
  price: z.string(),
  /** Members download it free. */
  vip_free: z.boolean(),
  buyers: z.number().int(),
  platforms: z.array(IndicatorPlatform),
  /** The caller may download it now (owned, free, or free to a member); false for a guest. */
  owned: z.boolean(),
});

/** The indicator shop's shelf (/vTargetV2; six on the home page, spec 000 §7), in the operators' order. */
export const targetList = defineCall({
  path: '/api/target/targetList',
  access: 'public',
  request: z.object({ ...pagingFields, category: IndicatorCategory.optional().catch(undefined) }),
  data: z.object({ list: z.array(IndicatorCard), total: z.number().int() }),
});

/** One indicator (/vtarget/detail?id=): what it does, how to read it, its parameters. */
export const targetDetail = defineCall({
  path: '/api/target/targetDetail',
  access: 'public',
  request: z.object({ id: field.id('指标编号') }),
  data: IndicatorCard.extend({
    /** Paragraphs separated by blank lines, plain text. */
    description: z.string(),
    params: z.string(),
    /** Where the caller's right to it comes from, when owned. */
    owned_by: z.enum(['bought', 'free', 'vip']).nullable(),
  }),
});

/** A formula file of an indicator the caller may download, as text to save. */
export const downloadTarget = defineCall({
  path: '/api/target/download',
  access: 'user',
  request: z.object({ id: field.id('指标编号'), platform: IndicatorPlatform }),
  data: z.object({ file_name: z.string(), content: z.string() }),
});

/** Exchanges V粒 for an indicator priced in V粒: the V粒 and the ownership change together. */
export const exchangeTarget = defineCall({
  path: '/api/target/exchange',
  access: 'user',
  request: z.object({ id: field.id('指标编号') }),
  data: z.object({ name: z.string(), spent: z.number().int(), money: z.number().int() }),
});

/** 我的指标 (/my/indicator): what the caller owns, and, while a member, the members' indicators. */
export const myTargets = defineCall({
  path: '/api/target/myTargets',
  access: 'user',
  request: z.object(pagingFields),
  data: z.object({
    list: z.array(IndicatorCard.extend({ owned_by: z.enum(['bought', 'free', 'vip']), since: z.number().int() })),
    total: z.number().int(),
  }),
});

export const IndicatorReview = z.object({
  id: z.number().int(),
  nickname: z.string(),
  rating: z.number().int(),
  content: z.string(),
  time: z.number().int(),
});

/** An indicator's reviews, newest first, with the average rating. */
export const targetReviews = defineCall({
  path: '/api/target/reviewList',
  access: 'public',
  request: z.object({ id: field.id('指标编号'), ...pagingFields }),
  data: z.object({
    list: z.array(IndicatorReview),
    total: z.number().int(),
    /** One decimal ("4.5"); null before the first review. */
    average: z.string().nullable(),
    /** Whether the caller may review it (owns it and has not yet). */
    can_review: z.boolean(),
  }),
});

/** One review per owner: a rating of 1–5 stars and a few words (plain text). */
export const addTargetReview = defineCall({
  path: '/api/target/addReview',
  access: 'user',
  request: z.object({
    id: field.id('指标编号'),
    rating: field.int('评分').min(1, msg.indicatorRatingInvalid).max(5, msg.indicatorRatingInvalid),
    content: field.text('评价内容', 300).min(5, msg.indicatorReviewTooShort),
  }),
  data: IndicatorReview,
});
