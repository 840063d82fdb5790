import type { Bar } from '../bar';
import { calcChannelBreakout } from '../shop-indicators/channel-breakout';
import { at } from '../shop-indicators/tdx-functions';
import type { PatternHit } from './pattern-kinds';

export const breakoutDefaults = {
  /** 20 bars, about a month of daily bars: the Turtle rules' entry channel, as the site's 通道突破 draws it. */
  period: 20,
};

/**
 * 向上突破 / 向下突破: the first close above the highest high (below the lowest low) of the N bars before,
 * the shop's 通道突破 signal, so the list and the chart agree. A run of new highs counts once, at its
 * start. The channel is drawn over fewer bars while fewer exist; a breakout here needs all N.
 */
export function detectBreakouts(bars: readonly Bar[], { period } = breakoutDefaults): PatternHit[] {
  const channel = calcChannelBreakout(bars, { period });
  return bars.flatMap((bar, index): PatternHit[] => {
    if (index < period) return [];
    if (!Number.isNaN(at(channel.breakoutUp, index))) {
      const note = `收盘 ${bar.close} 高于前${period}根最高价 ${at(channel.upper, index)}`;
      return [{ kind: 'breakoutUp', index, time: bar.time, note }];
    }
    if (!Number.isNaN(at(channel.breakoutDown, index))) {
      const note = `收盘 ${bar.close} 低于前${period}根最低价 ${at(channel.lower, index)}`;
      return [{ kind: 'breakoutDown', index, time: bar.time, note }];
    }
    return [];
  });
}
