/** The chart library's built-in indicators offered to readers, by the name the library knows them. */
export const indicatorOptions = [
  { name: 'MA', label: 'MA 均线', onCandles: true },
  { name: 'EMA', label: 'EMA 指数均线', onCandles: true },
  { name: 'BOLL', label: 'BOLL 布林带', onCandles: true },
  { name: 'VOL', label: 'VOL 成交量', onCandles: false },
  { name: 'MACD', label: 'MACD', onCandles: false },
  { name: 'KDJ', label: 'KDJ', onCandles: false },
  { name: 'RSI', label: 'RSI', onCandles: false },
] as const;

export type IndicatorName = (typeof indicatorOptions)[number]['name'];

export const defaultIndicators: IndicatorName[] = ['MA', 'VOL', 'MACD'];
