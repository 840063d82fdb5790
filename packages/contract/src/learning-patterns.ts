import { z } from 'zod';
import { defineCall } from './call';
import { KlineBar } from './market';
import { field, noBody } from './validation';

/** The tone a pattern is read with: rise (bullish, red), fall (bearish, green) or neutral. */
export const PatternTone = z.enum(['rise', 'fall', 'neutral']);

export const PatternCard = z.object({
  kind: z.string(),
  name: z.string(),
  explanation: z.string(),
  tone: PatternTone,
  /** Moments the detector found in the daily history of the lesson products. */
  hit_count: z.number().int(),
});

/** K线形态课: every pattern with how often the market core's detector finds it in the stored history. */
export const patternList = defineCall({
  path: '/api/training/patterns',
  access: 'public',
  request: noBody,
  data: z.object({ list: z.array(PatternCard) }),
});

export const PatternMoment = z.object({
  time: z.number(),
  /** What the detector measured there. */
  note: z.string().nullable(),
});

/**
 * One pattern's lesson: its text, and the newest moment the detector found it (in `symbol`, or in
 * any lesson product) drawn on the bars around it, with the other moments in that window.
 */
export const patternDetails = defineCall({
  path: '/api/training/pattern',
  access: 'public',
  request: z.object({
    kind: field.text('形态', 40).min(1),
    symbol: field.optionalText('品种', 8),
  }),
  data: PatternCard.extend({
    lesson: z.array(z.string()),
    symbol: z.string().nullable(),
    name_cn: z.string().nullable(),
    tick_size: z.number().nullable(),
    focus: PatternMoment.nullable(),
    moments: z.array(PatternMoment),
    bars: z.array(KlineBar),
  }),
});
