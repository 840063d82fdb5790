import { boll, ema, kdj, macd, rsi, sma } from '@vce/market-core/indicators';
import type { IndicatorFigure, IndicatorTemplate, KLineData } from 'klinecharts';

/**
 * The chart's indicators computed by the market core's definitions (TDX's, as the server's signals
 * use them), registered under the library's names so its menus and styles stay: the library's own
 * MACD is seeded differently, its BOLL uses the population deviation, and its default MAs lack the
 * MA20 of the MA5/MA20 signal.
 */
type Values = Record<string, number | undefined>;

/** NaN (not defined yet) is left out, so the line starts where the value does. */
const drawn = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? undefined : value);
const closesOf = (bars: KLineData[]) => bars.map((bar) => bar.close);
const numbered = (prefix: string, params: number[], title: (param: number, index: number) => string) =>
  params.map((param, index) => ({ key: `${prefix}${index + 1}`, title: title(param, index), type: 'line' }));

/** One line per parameter (MA5, MA10…): each from its own period. */
function averages(name: 'MA' | 'EMA', calcParams: number[], average: typeof sma): IndicatorTemplate<Values, number> {
  const figures = (params: number[]) => numbered(name.toLowerCase(), params, (param) => `${name}${param}: `);
  return {
    name,
    shortName: name,
    series: 'price',
    precision: 2,
    shouldOhlc: true,
    calcParams,
    figures: figures(calcParams),
    regenerateFigures: figures,
    calc: (bars, { calcParams: params }) => {
      const lines = params.map((period) => average(closesOf(bars), period));
      return bars.map((_, index) =>
        Object.fromEntries(lines.map((line, at) => [`${name.toLowerCase()}${at + 1}`, drawn(line[index])])),
      );
    },
  };
}

/** The MACD bar: rising bars hollow, falling ones filled, red above zero and green below (as the library draws it). */
const macdBar: IndicatorFigure<Values> = {
  key: 'macd',
  title: 'MACD: ',
  type: 'bar',
  baseValue: 0,
  styles: ({ data, indicator, defaultStyles }) => {
    const current = data.current?.macd ?? 0;
    const previous = data.prev?.macd ?? Number.MIN_SAFE_INTEGER;
    const bars = (indicator.styles?.bars?.[0] ?? {}) as {
      upColor?: string;
      downColor?: string;
      noChangeColor?: string;
    };
    const fallback = defaultStyles?.bars[0];
    const color =
      current > 0
        ? (bars.upColor ?? fallback?.upColor)
        : current < 0
          ? (bars.downColor ?? fallback?.downColor)
          : (bars.noChangeColor ?? fallback?.noChangeColor);
    return { style: previous < current ? 'stroke' : 'fill', color, borderColor: color };
  },
};

export const indicatorDefinitions: IndicatorTemplate<Values, number>[] = [
  averages('MA', [5, 10, 20, 60], sma),
  averages('EMA', [6, 12, 20], ema),
  {
    name: 'MACD',
    shortName: 'MACD',
    calcParams: [12, 26, 9],
    figures: [{ key: 'dif', title: 'DIF: ', type: 'line' }, { key: 'dea', title: 'DEA: ', type: 'line' }, macdBar],
    calc: (bars, { calcParams: [fast = 12, slow = 26, signal = 9] }) => {
      const { dif, dea, histogram } = macd(closesOf(bars), fast, slow, signal);
      return bars.map((_, index) => ({ dif: dif[index], dea: dea[index], macd: histogram[index] }));
    },
  },
  {
    name: 'KDJ',
    shortName: 'KDJ',
    calcParams: [9, 3, 3],
    figures: [
      { key: 'k', title: 'K: ', type: 'line' },
      { key: 'd', title: 'D: ', type: 'line' },
      { key: 'j', title: 'J: ', type: 'line' },
    ],
    calc: (bars, { calcParams: [period = 9, kSmoothing = 3, dSmoothing = 3] }) => {
      const { k, d, j } = kdj(bars, period, kSmoothing, dSmoothing);
      return bars.map((_, index) => ({ k: k[index], d: d[index], j: j[index] }));
    },
  },
  {
    name: 'RSI',
    shortName: 'RSI',
    calcParams: [6, 12, 24],
    figures: numbered('rsi', [6, 12, 24], (param) => `RSI${param}: `),
    regenerateFigures: (params) => numbered('rsi', params, (param) => `RSI${param}: `),
    calc: (bars, { calcParams: params }) => {
      const lines = params.map((period) => rsi(closesOf(bars), period));
      return bars.map((_, index) => Object.fromEntries(lines.map((line, at) => [`rsi${at + 1}`, drawn(line[index])])));
    },
  },
  {
    name: 'BOLL',
    shortName: 'BOLL',
    series: 'price',
    precision: 2,
    shouldOhlc: true,
    calcParams: [20, 2],
    figures: [
      { key: 'up', title: 'UP: ', type: 'line' },
      { key: 'mid', title: 'MID: ', type: 'line' },
      { key: 'dn', title: 'DN: ', type: 'line' },
    ],
    calc: (bars, { calcParams: [period = 20, width = 2] }) => {
      const { upper, middle, lower } = boll(closesOf(bars), period, width);
      return bars.map((_, index) => ({ up: drawn(upper[index]), mid: drawn(middle[index]), dn: drawn(lower[index]) }));
    },
  },
];
