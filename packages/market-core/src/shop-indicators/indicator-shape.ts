import type { Bar as Candle } from '../bar';

/** A bar as the shop's indicators read it: a candle without its time, so the server's bars and the chart's data both fit. */
export type Bar = Omit<Candle, 'time'>;

/**
 * A drawn series: a line in its colour, or bars coloured by sign as the chart's MACD bars are (rise above
 * zero, fall below). NaN is not drawn, so a line starts where its value does and breaks where it stops.
 */
export type ShopIndicatorLine =
  | { key: string; title: string; kind: 'line'; color: string; style?: 'thick' | 'dashed' }
  | { key: string; title: string; kind: 'bar' };

/**
 * A signal, drawn as a marker on the bars where its series holds a number (the level to draw it at) and
 * left out where it is NaN. Rise is a bullish signal (red), fall a bearish one (green).
 */
export interface ShopIndicatorMark {
  key: string;
  title: string;
  tone: 'rise' | 'fall' | 'neutral';
}

/** What a chart needs to register an indicator generically: where it goes, what it draws, and its maths. */
export interface ShopIndicatorCalc {
  pane: 'price' | 'sub';
  lines: ShopIndicatorLine[];
  marks: ShopIndicatorMark[];
  calc(bars: readonly Bar[]): Record<string, number[]>;
}

/**
 * Line colours: rise and fall as the site draws candles (packages/contract limits.ts, which the market core
 * may not import), the others as the formula files colour the same lines (amber, blue, grey).
 */
export const lineColors = {
  rise: '#FF2424',
  fall: '#13BC5C',
  main: '#E8A317',
  signal: '#2F6FED',
  muted: '#8A8F99',
} as const;
