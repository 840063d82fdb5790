import { z } from 'zod';
import { defineCall } from './call';
import { ProductFacts, productSymbol } from './market';
import { field } from './validation';

/** A rule's value as the exchange publishes it, with the contract text or notice it comes from. */
const SourcedRate = z.object({
  /** A fraction: 0.06 is 6 %. */
  rate: z.number(),
  source: z.string(),
  /** When the exchange's notice took effect, where it names a date. */
  as_of: z.string().nullable(),
});
const SourcedText = z.object({ text: z.string(), source: z.string() });

export const ListedContractRules = z.object({
  contract: z.string(),
  is_main: z.boolean(),
  /** Last trading day (YYYY-MM-DD), by the product's rule and the exchanges' calendar. */
  last_trade_date: z.string(),
  /** True when that day lies in a year whose closed days are derived by rule, not yet announced. */
  provisional: z.boolean(),
  pre_settle: z.number(),
  limit_up: z.number(),
  limit_down: z.number(),
});

/** A product's trading rules and every listed contract with its last trading day and limit prices. */
export const contractInfo = defineCall({
  path: '/javactp/market/contractInfo',
  access: 'public',
  request: productSymbol,
  data: ProductFacts.extend({
    sector: z.string(),
    /** The unit of `multiplier` (吨/手, 克/手, 元/点…). */
    multiplier_unit: z.string(),
    /** Quote units per lot: price × this is one lot's value (jd: 10, quoted per 500 kg). */
    price_units_per_lot: z.number(),
    price_limit: SourcedRate,
    margin_rate: SourcedRate,
    /** Where the sessions come from. */
    sessions_source: z.string(),
    delivery_months: z.array(z.number()),
    listing: SourcedText,
    last_trade_rule: SourcedText,
    contracts: z.array(ListedContractRules),
  }),
});

/** Longest range one call answers (about two years). */
export const tradingDaysMaxSpan = 731;

/** The exchanges' trading days in a range, both ends included. */
export const tradingDays = defineCall({
  path: '/javactp/market/tradingDays',
  access: 'public',
  request: z
    .object({ from: field.date('开始日期'), to: field.date('结束日期') })
    .refine((range) => range.from <= range.to, '开始日期不能晚于结束日期')
    .refine(
      (range) => Date.parse(range.to) - Date.parse(range.from) <= tradingDaysMaxSpan * 86_400_000,
      `日期范围不能超过${tradingDaysMaxSpan}天`,
    ),
  data: z.object({
    list: z.array(
      z.object({
        date: z.string(),
        /** A night session on the evening before belongs to this day. */
        has_night_session: z.boolean(),
        /** The year's closed days are derived by rule, not yet announced by the exchanges. */
        provisional: z.boolean(),
      }),
    ),
  }),
});
