import { z } from 'zod';
import { msg } from './messages';

/** The periods a chart card may show: an intraday hour, days, weeks. */
export const chartCardPeriods = ['60m', '1d', '1w'] as const;
/** The market core's indicators a chart card may draw (MA, EMA and BOLL on the candles, the rest below). */
export const chartCardIndicators = ['MA', 'EMA', 'BOLL', 'MACD', 'KDJ', 'RSI'] as const;
/** Indicators one card draws at most: a chart to read, not a wall of lines. */
export const CHART_INDICATORS_MAX = 3;
/** How far back a card's moment may go. */
export const CHART_MOMENT_YEARS = 5;

/**
 * A K-line chart card as its author sets it (docs/decisions.md "Chart cards"): a product, a period,
 * indicators and a moment (ms; the bars up to it are drawn, from the site's own data, for every reader).
 */
export const ChartCardDraft = z.object({
  symbol: z.string({ error: msg.chartCardInvalid }).trim().min(1, msg.chartCardInvalid).max(12),
  period: z.enum(chartCardPeriods, { error: msg.chartCardInvalid }),
  indicators: z
    .array(z.enum(chartCardIndicators, { error: msg.chartCardInvalid }))
    .max(CHART_INDICATORS_MAX, msg.chartCardIndicatorsTooMany.replace('{max}', String(CHART_INDICATORS_MAX)))
    .default([]),
  /** The moment the chart stops at (ms); none: when the post is published. */
  at: z.number({ error: msg.chartCardInvalid }).int().min(0).optional(),
});
export type ChartCardDraft = z.infer<typeof ChartCardDraft>;

/** A post's chart card as readers get it. */
export const ChartCard = z.object({
  symbol: z.string(),
  name: z.string(),
  /** The product's price step: the chart's price precision. */
  tick_size: z.number(),
  period: z.enum(chartCardPeriods),
  indicators: z.array(z.enum(chartCardIndicators)),
  at: z.number(),
});
export type ChartCard = z.infer<typeof ChartCard>;
