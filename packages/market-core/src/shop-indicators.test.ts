import { describe, expect, it } from 'vitest';
import { type Bar, type ShopIndicatorCode, shopIndicatorCalcs } from './shop-indicators';
import { calcChannelBreakout } from './shop-indicators/channel-breakout';
import { calcMaAlignment } from './shop-indicators/ma-alignment';
import { calcMainForceLine } from './shop-indicators/main-force-line';
import { calcOpenInterestSurge } from './shop-indicators/open-interest-surge';
import { calcSwingTopBottom } from './shop-indicators/swing-top-bottom';
import { crossesAbove, hhv, tdxEma, tdxMa, tdxSma } from './shop-indicators/tdx-functions';
import { calcTrendBand } from './shop-indicators/trend-band';
import { calcVolatilitySqueeze } from './shop-indicators/volatility-squeeze';
import { calcVolumePriceDivergence } from './shop-indicators/volume-price-divergence';

/** No value: before a series is defined, or where a mark is not drawn. */
const none = Number.NaN;

/** A bar from its high, low and close; the open does not enter any of the formulas. */
const createBar = (high: number, low: number, close: number, extra: Partial<Bar> = {}): Bar => ({
  open: close,
  high,
  low,
  close,
  volume: 100,
  openInterest: 1000,
  ...extra,
});

const expectValues = (actual: readonly number[], expected: readonly number[]) => {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, index) => {
    if (Number.isNaN(value)) expect(actual[index], `index ${index}`).toBeNaN();
    else expect(actual[index], `index ${index}`).toBeCloseTo(value, 9);
  });
};

describe('the terminal functions the formulas use', () => {
  it('start MA and EMA where their input starts, as TDX and 文华 do', () => {
    expectValues(tdxMa([none, 1, 2, 3], 2), [none, none, 1.5, 2.5]);
    expectValues(tdxEma([none, 10, 20], 3), [none, 10, 15]);
  });

  it('take HHV over the bars there are while fewer than N exist', () => {
    expectValues(hhv([1, 3, 2, 0], 2), [1, 3, 3, 2]);
  });

  it('count a cross from a tie on the bar before, as 文华 defines CROSS', () => {
    expect(crossesAbove([1, 2, 3], [1, 1, 1])).toEqual([false, true, false]);
  });

  it('smooth SMA(X, N, M) from the first value', () => {
    // 10; (20 + 2·10) / 3 = 40/3; (30 + 2·40/3) / 3 = 170/9
    expectValues(tdxSma([10, 20, 30], 3, 1), [10, 40 / 3, 170 / 9]);
  });
});

describe('主力资金线', () => {
  it('averages where the bars close in their range, weighted by volume', () => {
    // CLV 1, −1, 0 (no range); flows 100, −300, 0; EMA3 (α ½) of flows 100, −100, −50 over volumes 100, 200, 100.
    const bars = [
      createBar(12, 10, 12, { volume: 100 }),
      createBar(12, 10, 10, { volume: 300 }),
      createBar(11, 11, 11, { volume: 0 }),
    ];
    const { main, signal } = calcMainForceLine(bars, { period: 3, signalPeriod: 3 });
    expectValues(main, [100, -50, -50]);
    expectValues(signal, [100, 25, -12.5]);
  });

  it('reads 0 rather than dividing by no volume', () => {
    const bars = [createBar(12, 10, 12, { volume: 0 }), createBar(12, 10, 11, { volume: 0 })];
    expectValues(calcMainForceLine(bars).main, [0, 0]);
  });
});

describe('多空趋势带', () => {
  const bars = [createBar(11, 9, 10), createBar(13, 11, 12), createBar(15, 13, 14), createBar(12, 10, 11)];
  // EMA2 (α ⅔): 10, 34/3, 118/9, 316/27. TR: –, 3, 3, 4, so ATR2: –, –, 3, 3.5.
  const band = calcTrendBand(bars, { period: 2, width: 1 });

  it('draws the band K × ATR around the EMA once the ATR has N true ranges', () => {
    expectValues(band.middle, [10, 34 / 3, 118 / 9, 316 / 27]);
    expectValues(band.upper, [none, none, 118 / 9 + 3, 316 / 27 + 3.5]);
    expectValues(band.lower, [none, none, 118 / 9 - 3, 316 / 27 - 3.5]);
  });

  it('colours the middle line long above a rising EMA and short below a falling one', () => {
    expectValues(band.bull, [none, 34 / 3, 118 / 9, none]);
    expectValues(band.bear, [none, none, none, 316 / 27]);
  });
});

describe('量价背离', () => {
  // ΔC × V: –, 600, −300, −20 and |ΔC| × V: –, 600, 300, 20; EMA2 (α ⅔) gives 600, 0, −40/3 over
  // 600, 400, 440/3, so the oscillator is 100, 0, −100/11. Bar 3 makes the 3-bar high (13) while the
  // oscillator is below its 3-bar high (100) and falling.
  const rally = [
    createBar(10.5, 9.5, 10, { volume: 100 }),
    createBar(12.5, 11.5, 12, { volume: 300 }),
    createBar(12, 10.5, 11, { volume: 300 }),
    createBar(13, 11, 10.8, { volume: 100 }),
  ];

  it('flags a new high the volume-weighted momentum does not confirm', () => {
    const { osc, top, bottom } = calcVolumePriceDivergence(rally, { period: 2, lookback: 3 });
    expectValues(osc, [none, 100, 0, -100 / 11]);
    expectValues(top, [none, none, none, -100 / 11]);
    expectValues(bottom, [none, none, none, none]);
  });

  it('flags the mirror image as a bottom divergence', () => {
    const mirrored = rally.map((bar) => createBar(30 - bar.low, 30 - bar.high, 30 - bar.close, { volume: bar.volume }));
    const { osc, top, bottom } = calcVolumePriceDivergence(mirrored, { period: 2, lookback: 3 });
    expectValues(osc, [none, -100, 0, 100 / 11]);
    expectValues(bottom, [none, none, none, 100 / 11]);
    expectValues(top, [none, none, none, none]);
  });
});

describe('持仓异动', () => {
  // OI changes –, 10, −20, 60, −150; MA2 of their size –, –, 15, 40, 105; the limit is 2 × the average
  // of the bars before: –, –, –, 30, 80.
  const bars = [
    createBar(100, 100, 100, { openInterest: 1000 }),
    createBar(101, 101, 101, { openInterest: 1010 }),
    createBar(100, 100, 100, { openInterest: 990 }),
    createBar(102, 102, 102, { openInterest: 1050 }),
    createBar(99, 99, 99, { openInterest: 900 }),
  ];
  const surge = calcOpenInterestSurge(bars, { period: 2, multiple: 2 });

  it('compares each change with K times the average change before it', () => {
    expectValues(surge.change, [none, 10, -20, 60, -150]);
    expectValues(surge.upperLimit, [none, none, none, 30, 80]);
    expectValues(surge.lowerLimit, [none, none, none, -30, -80]);
  });

  it('names a surge by the price move that comes with it', () => {
    expectValues(surge.addedRising, [none, none, none, 60, none]);
    expectValues(surge.cutFalling, [none, none, none, none, -150]);
    expectValues(surge.addedFalling, [none, none, none, none, none]);
    expectValues(surge.cutRising, [none, none, none, none, none]);
  });
});

describe('波段顶底', () => {
  it('marks the swing line turning down through its signal inside the top zone', () => {
    // RSV over 3 bars: 50, 100, 100, 100, 50/3. SMA(·, 2, 1) halves the step each bar:
    // swing 50, 75, 87.5, 93.75, 1325/24; signal 50, 62.5, 75, 84.375, 3350/48.
    const bars = [
      createBar(10, 8, 9),
      createBar(12, 9, 12),
      createBar(13, 11, 13),
      createBar(14, 12, 14),
      createBar(14, 11, 11.5),
    ];
    const params = { period: 3, smoothing: 2, signalSmoothing: 2, topZone: 60, bottomZone: 20 };
    const { swing, signal, top, bottom, topZone } = calcSwingTopBottom(bars, params);
    expectValues(swing, [50, 75, 87.5, 93.75, 1325 / 24]);
    expectValues(signal, [50, 62.5, 75, 84.375, 3350 / 48]);
    expectValues(top, [none, none, none, none, 3350 / 48]);
    expectValues(bottom, [none, none, none, none, none]);
    expectValues(topZone, [60, 60, 60, 60, 60]);
  });

  it('reads 50 on bars without range', () => {
    const bars = [createBar(10, 10, 10), createBar(10, 10, 10)];
    expectValues(calcSwingTopBottom(bars).swing, [50, 50]);
  });
});

describe('均线多头排列', () => {
  it('adds the signs of the averages’ order and the long average’s slope', () => {
    // MA1..MA4 of 1, 2, 3, 4, 5, 4, 6, 8. Bar 4: all ordered and MA4 rising → 4. Bar 5: MA1 < MA2 → 2.
    // Bar 6: MA2 = MA3 = 5 counts 0 → 3. Bar 7: ordered again → 4, the first bar of a new alignment.
    const bars = [1, 2, 3, 4, 5, 4, 6, 8].map((close) => createBar(close, close, close));
    const { score, bullAligned, bearAligned } = calcMaAlignment(bars, { periods: [1, 2, 3, 4] });
    expectValues(score, [none, none, none, none, 4, 2, 3, 4]);
    expectValues(bullAligned, [none, none, none, none, none, none, none, 4]);
    expect(bearAligned.every(Number.isNaN)).toBe(true);
  });

  it('waits for the MA60 and its step at the default periods', () => {
    const bars = Array.from({ length: 62 }, (_, index) => createBar(index + 1, index + 1, index + 1));
    const { score } = calcMaAlignment(bars);
    expect(score.slice(0, 60).every(Number.isNaN)).toBe(true);
    expect(score.slice(60)).toEqual([4, 4]);
  });
});

describe('通道突破', () => {
  const bars = [
    createBar(10, 8, 9),
    createBar(11, 9, 10),
    createBar(11, 9, 10.5),
    createBar(12, 10, 11.5),
    createBar(12, 9, 9.5),
    createBar(10, 7, 8),
  ];
  const channel = calcChannelBreakout(bars, { period: 2 });

  it('draws the high and low of the N bars before, over fewer while fewer exist', () => {
    expectValues(channel.upper, [none, 10, 11, 11, 12, 12]);
    expectValues(channel.lower, [none, 8, 8, 9, 9, 9]);
    expectValues(channel.middle, [none, 9, 9.5, 10, 10.5, 10.5]);
  });

  it('marks the first close outside the channel', () => {
    expectValues(channel.breakoutUp, [none, none, none, 10, none, none]);
    expectValues(channel.breakoutDown, [none, none, none, none, none, 10]);
  });
});

describe('波动率收缩', () => {
  // Four quiet bars, then a wide one. Bar 3: 2·STD = 0 < 1.5 × ATR3 (2) → squeezed. Bar 4: closes
  // 10, 10, 16 give STD √12, so 2·STD ≈ 6.93 > 1.5 × (2 + 2 + 7) / 3 = 5.5 → released, upwards, since
  // the momentum is 16 − ((16 + 9) / 2 + 12) / 2 = 3.75.
  const bars = [
    createBar(11, 9, 10),
    createBar(11, 9, 10),
    createBar(11, 9, 10),
    createBar(11, 9, 10),
    createBar(16, 9, 16),
  ];
  const squeeze = calcVolatilitySqueeze(bars, { period: 3, keltnerWidth: 1.5, smoothing: 1 });

  it('is on while the Bollinger bands sit inside the Keltner channel', () => {
    expectValues(squeeze.squeeze, [none, none, none, 0, none]);
  });

  it('marks the release by the momentum’s direction', () => {
    expectValues(squeeze.momentum, [none, none, 0, 0, 3.75]);
    expectValues(squeeze.releaseUp, [none, none, none, none, 0]);
    expectValues(squeeze.releaseDown, [none, none, none, none, none]);
  });
});

describe('the shop table', () => {
  const bars = Array.from({ length: 80 }, (_, index) => {
    const close = 3500 + 40 * Math.sin(index / 6) + index;
    return createBar(close + 8, close - 8, close, {
      volume: 1000 + 37 * (index % 9),
      openInterest: 50_000 + 90 * index,
    });
  });

  it.each(Object.keys(shopIndicatorCalcs) as ShopIndicatorCode[])(
    '%s computes every line and mark it lists, one value a bar',
    (code) => {
      const { lines, marks, calc } = shopIndicatorCalcs[code];
      const values = calc(bars);
      const keys = [...lines, ...marks].map((item) => item.key);
      expect(Object.keys(values).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(values[key]).toHaveLength(bars.length);
    },
  );
});
