import { z } from 'zod';
import { defineCall } from './call';
import { KlineBar } from './market';
import { msg } from './messages';
import { field, noBody } from './validation';

/**
 * K-line drills (K线训练): a product's real history is shown up to a hidden point; the learner goes
 * long, short or waits (optionally with a stop), then the next bars are revealed one by one and the
 * call is scored in ticks and in money.
 */
export const drillPeriods = ['1d', '60m'] as const;
export const DrillPeriod = z.enum(drillPeriods, { error: msg.drillPeriodInvalid });
export type DrillPeriod = z.infer<typeof DrillPeriod>;

export const DrillSide = z.enum(['long', 'short', 'wait'], { error: msg.drillSideInvalid });
export type DrillSide = z.infer<typeof DrillSide>;

/** deciding: the bars up to the hidden point are shown; revealing: a call was made; finished: scored. */
export const DrillStatus = z.enum(['deciding', 'revealing', 'finished']);
export type DrillStatus = z.infer<typeof DrillStatus>;

/** Why the position ended: its stop was hit, or the last revealed bar closed it. */
export const DrillExit = z.enum(['stop', 'close']);

export const DrillResult = z.object({
  exit_price: z.number(),
  exit: DrillExit,
  /** Profit in ticks for one lot (0 for a wait). */
  ticks: z.number().int(),
  /** Profit in yuan for one lot: ticks × the product's tick value. */
  money: z.number(),
  /** The move from the entry to the last revealed close, in ticks: what a wait is judged by. */
  move_ticks: z.number().int(),
  correct: z.boolean(),
  score: z.number().int(),
  /** The learner's run of correct calls after this one. */
  streak: z.number().int(),
});
export type DrillResult = z.infer<typeof DrillResult>;

export const DrillView = z.object({
  id: z.number().int(),
  status: DrillStatus,
  period: DrillPeriod,
  blind: z.boolean(),
  /** Null while a blind drill is unanswered: the product and dates are the answer's. */
  symbol: z.string().nullable(),
  name: z.string().nullable(),
  tick_size: z.number(),
  /** Yuan per tick per lot. */
  tick_value: z.number(),
  /**
   * The bars shown: those before the hidden point, then each revealed one. A blind drill's bar times
   * count periods from 0 until it is finished; then they are the real ones.
   */
  bars: z.array(KlineBar),
  /** How many bars before the hidden point. */
  shown: z.number().int(),
  revealed: z.number().int(),
  reveal_total: z.number().int(),
  side: DrillSide.nullable(),
  stop: z.number().nullable(),
  /** The first hidden bar's open, where a call is filled. */
  entry_price: z.number().nullable(),
  /** A limit-locked bar (一字板) could not be traded at: filled at the next tradable open. */
  notes: z.array(z.string()),
  result: DrillResult.nullable(),
});
export type DrillView = z.infer<typeof DrillView>;

const drillId = z.object({ id: field.id('训练编号') });

export const startDrill = defineCall({
  path: '/api/training/drill/start',
  access: 'user',
  request: z.object({
    /** A product code; left out, one is drawn from the active products. */
    symbol: field.optionalText('品种', 8),
    period: DrillPeriod.default('1d'),
    blind: field.flag('盲测模式').default(false),
  }),
  data: DrillView,
});

export const decideDrill = defineCall({
  path: '/api/training/drill/decide',
  access: 'user',
  request: drillId.extend({
    side: DrillSide,
    /** A stop price: below the last close for a long, above it for a short. */
    stop: z.number({ error: msg.drillStopInvalid }).positive(msg.drillStopInvalid).optional(),
  }),
  data: DrillView,
});

/** Reveals the next bar; the last one (or a hit stop) finishes and scores the drill. */
export const revealDrillBar = defineCall({
  path: '/api/training/drill/next',
  access: 'user',
  request: drillId,
  data: DrillView,
});

export const drillDetails = defineCall({
  path: '/api/training/drill/details',
  access: 'user',
  request: drillId,
  data: DrillView,
});

export const DrillStanding = z.object({
  drills: z.number().int(),
  correct: z.number().int(),
  score: z.number().int(),
  streak: z.number().int(),
  best_streak: z.number().int(),
});

export const drillStanding = defineCall({
  path: '/api/training/drill/standing',
  access: 'user',
  request: noBody,
  data: DrillStanding.extend({
    /** The caller's unfinished drill, to come back to. */
    open_drill_id: z.number().int().nullable(),
  }),
});

export const LeaderboardRow = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  score: z.number().int(),
  drills: z.number().int(),
});

/** This week's (Monday 00:00 Beijing time on) leaders by score, and the caller's own row. */
export const drillLeaderboard = defineCall({
  path: '/api/training/leaderboard',
  access: 'public',
  request: noBody,
  data: z.object({ week_start: z.string(), list: z.array(LeaderboardRow), mine: LeaderboardRow.nullable() }),
});
