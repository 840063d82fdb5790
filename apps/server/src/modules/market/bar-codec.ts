import type { Bar } from '@vce/market-core/bar';
import { roundToTick } from '@vce/market-core/ticks';

/**
 * Bars packed 28 bytes each: the start minute (int32, minutes since 1970) then open, high, low,
 * close, volume and open interest as float32. A float32 holds any exchange price to well within a
 * tick, and decoding snaps prices back onto the tick grid, so nothing is lost.
 */
const fields = 7;
const bytesPerBar = fields * 4;

export function encodeBars(bars: readonly Bar[]): Uint8Array {
  const buffer = new ArrayBuffer(bars.length * bytesPerBar);
  const minutes = new Int32Array(buffer);
  const values = new Float32Array(buffer);
  bars.forEach((bar, index) => {
    const at = index * fields;
    minutes[at] = Math.floor(bar.time / 60_000);
    values[at + 1] = bar.open;
    values[at + 2] = bar.high;
    values[at + 3] = bar.low;
    values[at + 4] = bar.close;
    values[at + 5] = bar.volume;
    values[at + 6] = bar.openInterest;
  });
  return new Uint8Array(buffer);
}

export function decodeBars(bytes: Uint8Array, tick: number): Bar[] {
  // Copied into an aligned buffer: a driver's Buffer may start at any offset of its pool, and a
  // Buffer's slice() is a view of that pool, not a copy.
  const buffer = new Uint8Array(bytes).buffer;
  const minutes = new Int32Array(buffer);
  const values = new Float32Array(buffer);
  const bars: Bar[] = [];
  for (let at = 0; at + fields <= minutes.length; at += fields) {
    bars.push({
      time: (minutes[at] ?? 0) * 60_000,
      open: roundToTick(values[at + 1] ?? 0, tick),
      high: roundToTick(values[at + 2] ?? 0, tick),
      low: roundToTick(values[at + 3] ?? 0, tick),
      close: roundToTick(values[at + 4] ?? 0, tick),
      volume: Math.round(values[at + 5] ?? 0),
      openInterest: Math.round(values[at + 6] ?? 0),
    });
  }
  return bars;
}
