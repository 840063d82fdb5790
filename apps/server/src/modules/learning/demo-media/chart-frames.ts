import type { Bar } from '@vce/market-core/bar';
import { sma } from '@vce/market-core/indicators';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 360;

type Rgb = readonly [number, number, number];

// Chinese quote boards draw a rise red and a fall green.
const colors = {
  background: [16, 22, 32],
  grid: [38, 48, 62],
  rise: [235, 68, 60],
  fall: [24, 178, 110],
  average: [240, 196, 64],
  volume: [70, 90, 120],
} satisfies Record<string, Rgb>;

/** Where the candles go: the caption band below and the title above stay clear. */
const chart = { left: 36, right: FRAME_WIDTH - 36, top: 64, bottom: 252 };
const volumeBand = { top: 262, bottom: 300 };

/** One RGB24 frame the size of the video, drawn with filled rectangles and lines. */
class Frame {
  readonly pixels = Buffer.alloc(FRAME_WIDTH * FRAME_HEIGHT * 3);

  fill(color: Rgb) {
    for (let i = 0; i < this.pixels.length; i += 3) this.pixels.set(color, i);
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb) {
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(FRAME_WIDTH, Math.round(x + width));
    const y0 = Math.max(0, Math.round(y));
    const y1 = Math.min(FRAME_HEIGHT, Math.round(y + height));
    for (let row = y0; row < y1; row++)
      for (let column = x0; column < x1; column++) this.pixels.set(color, (row * FRAME_WIDTH + column) * 3);
  }

  /** A line two pixels thick, stepped along its longer axis. */
  line(from: [number, number], to: [number, number], color: Rgb) {
    const steps = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]), 1);
    for (let step = 0; step <= steps; step++) {
      const x = from[0] + ((to[0] - from[0]) * step) / steps;
      const y = from[1] + ((to[1] - from[1]) * step) / steps;
      this.rect(x - 1, y - 1, 2, 2, color);
    }
  }
}

/**
 * Draws a K-line chart of `bars` as it grows: frame `index` of `count` shows the first bars up to its
 * share of them (at least `shownFirst`), scaled to what is shown, with the 10-bar moving average and
 * the volume below — the lesson's picture, under ffmpeg's title and captions.
 */
export function drawChartFrame(bars: readonly Bar[], frame: { index: number; count: number; shownFirst: number }) {
  const picture = new Frame();
  picture.fill(colors.background);
  for (let line = 0; line <= 4; line++) {
    const y = chart.top + ((chart.bottom - chart.top) * line) / 4;
    picture.rect(chart.left, y, chart.right - chart.left, 1, colors.grid);
  }
  const growing = Math.max(0, bars.length - frame.shownFirst);
  const shown = bars.slice(0, frame.shownFirst + Math.round((growing * frame.index) / Math.max(1, frame.count - 1)));
  if (!shown.length) return picture.pixels;
  const high = Math.max(...shown.map((bar) => bar.high));
  const low = Math.min(...shown.map((bar) => bar.low));
  const priceY = (price: number) =>
    chart.bottom - ((price - low) / Math.max(high - low, 1e-9)) * (chart.bottom - chart.top);
  const slot = (chart.right - chart.left) / bars.length;
  const body = Math.max(1, slot * 0.7);
  const maxVolume = Math.max(...shown.map((bar) => bar.volume), 1);
  shown.forEach((bar, i) => {
    const x = chart.left + i * slot;
    const color = bar.close >= bar.open ? colors.rise : colors.fall;
    picture.rect(x + slot / 2 - 0.5, priceY(bar.high), 1, priceY(bar.low) - priceY(bar.high) + 1, color);
    const top = priceY(Math.max(bar.open, bar.close));
    picture.rect(x + (slot - body) / 2, top, body, Math.max(1, priceY(Math.min(bar.open, bar.close)) - top), color);
    const volumeHeight = ((volumeBand.bottom - volumeBand.top) * bar.volume) / maxVolume;
    picture.rect(x + (slot - body) / 2, volumeBand.bottom - volumeHeight, body, volumeHeight, colors.volume);
  });
  const average = sma(
    shown.map((bar) => bar.close),
    10,
  );
  for (let i = 1; i < shown.length; i++) {
    const before = average[i - 1];
    const now = average[i];
    if (before === undefined || now === undefined || Number.isNaN(before) || Number.isNaN(now)) continue;
    const x = (at: number) => chart.left + at * slot + slot / 2;
    picture.line([x(i - 1), priceY(before)], [x(i), priceY(now)], colors.average);
  }
  return picture.pixels;
}
