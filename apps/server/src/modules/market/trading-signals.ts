import type { Bar } from '@vce/market-core/bar';
import { macd, sma } from '@vce/market-core/indicators';

export type SignalKind =
  'ma_golden_cross' | 'ma_death_cross' | 'breakout_high' | 'breakout_low' | 'macd_golden_cross' | 'macd_death_cross';

export interface TradingSignal {
  time: number;
  kind: SignalKind;
  direction: 'long' | 'short';
  text: string;
  price: number;
}

const breakoutDays = 20;

/**
 * Signals of the common daily rules: MA5 crossing MA20, a close beyond the previous 20 days' range,
 * MACD crossing its signal line. Each is dated at the bar that triggered it.
 */
export function tradingSignals(bars: readonly Bar[]): TradingSignal[] {
  const closes = bars.map((bar) => bar.close);
  const fast = sma(closes, 5);
  const slow = sma(closes, 20);
  const { dif, dea } = macd(closes);
  const signals: TradingSignal[] = [];
  const add = (index: number, kind: SignalKind, direction: 'long' | 'short', text: string) =>
    signals.push({ time: bars[index]?.time ?? 0, kind, direction, text, price: closes[index] ?? 0 });
  for (let index = 1; index < bars.length; index++) {
    const crossed = (a: number[], b: number[], upward: boolean) => {
      const before = (a[index - 1] ?? 0) - (b[index - 1] ?? 0);
      const now = (a[index] ?? 0) - (b[index] ?? 0);
      return upward ? before <= 0 && now > 0 : before >= 0 && now < 0;
    };
    if (!Number.isNaN(slow[index - 1] ?? Number.NaN)) {
      if (crossed(fast, slow, true)) add(index, 'ma_golden_cross', 'long', 'MA5上穿MA20（金叉）');
      if (crossed(fast, slow, false)) add(index, 'ma_death_cross', 'short', 'MA5下穿MA20（死叉）');
    }
    if (index >= breakoutDays) {
      const window = bars.slice(index - breakoutDays, index);
      const high = Math.max(...window.map((bar) => bar.high));
      const low = Math.min(...window.map((bar) => bar.low));
      const close = closes[index] ?? 0;
      if (close > high) add(index, 'breakout_high', 'long', `收盘突破${breakoutDays}日最高价${high}`);
      if (close < low) add(index, 'breakout_low', 'short', `收盘跌破${breakoutDays}日最低价${low}`);
    }
    // MACD needs a month of closes before its crosses mean anything.
    if (index >= 26) {
      if (crossed(dif, dea, true)) add(index, 'macd_golden_cross', 'long', 'MACD金叉（DIF上穿DEA）');
      if (crossed(dif, dea, false)) add(index, 'macd_death_cross', 'short', 'MACD死叉（DIF下穿DEA）');
    }
  }
  return signals;
}
