import type { Bar } from '@vce/market-core/bar';
import type { BarChunk, BarStore } from './bar-store';
import { beijingDate, beijingInstant, tradingDayAt } from '@vce/market-core/calendar';
import { catalogueProducts } from '@vce/market-core/product-spec';

/**
 * History from a CSV file, one bar per line after a header:
 *   symbol,period,time,open,high,low,close,volume,open_interest
 * symbol is a product code (rb), period `1m` or `1d`, time Beijing `YYYY-MM-DD HH:mm` for minute
 * bars (the minute's start) or `YYYY-MM-DD` for daily bars (the trading day). Imported bars replace
 * stored bars of the same time; the engine prefers stored bars to its replay on the next start.
 */
export function parseBarsCsv(text: string) {
  const ticks = new Map(catalogueProducts.map((spec) => [spec.code, spec.tick_size]));
  const series = new Map<string, { symbol: string; period: '1m' | '1d'; bars: Bar[] }>();
  const errors: string[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '') return;
    const [symbol = '', period = '', time = '', ...numbers] = line.split(',').map((cell) => cell.trim());
    const values = numbers.map(Number);
    const where = `第${index + 1}行`;
    if (!ticks.has(symbol)) return void errors.push(`${where}：没有这个品种 ${symbol}`);
    if (period !== '1m' && period !== '1d') return void errors.push(`${where}：周期只能是 1m 或 1d`);
    const instant = period === '1d' ? beijingInstant(time, '00:00') : Date.parse(`${time.replace(' ', 'T')}:00+08:00`);
    if (!Number.isFinite(instant)) return void errors.push(`${where}：时间格式不正确 ${time}`);
    const [open, high, low, close, volume, openInterest] = values;
    if (values.length !== 6 || values.some((value) => !Number.isFinite(value) || value < 0)) {
      return void errors.push(`${where}：价格、成交量和持仓量须为非负数`);
    }
    if (!(low! <= Math.min(open!, close!) && high! >= Math.max(open!, close!))) {
      return void errors.push(`${where}：最高价、最低价与开盘价、收盘价不一致`);
    }
    const key = `${symbol}|${period}`;
    const entry = series.get(key) ?? { symbol, period, bars: [] };
    entry.bars.push({
      time: instant,
      open: open!,
      high: high!,
      low: low!,
      close: close!,
      volume: volume!,
      openInterest: openInterest!,
    });
    series.set(key, entry);
  });
  return { series: [...series.values()], errors };
}

/** Groups bars into the store's chunks: minute bars by trading day, daily bars by year. */
export function chunksOf(symbol: string, period: '1m' | '1d', bars: readonly Bar[]): Map<string, Bar[]> {
  const chunks = new Map<string, Bar[]>();
  for (const bar of bars) {
    const chunk = period === '1m' ? tradingDayAt(bar.time) : beijingDate(bar.time).slice(0, 4);
    const list = chunks.get(chunk) ?? [];
    list.push(bar);
    chunks.set(chunk, list);
  }
  return chunks;
}

/** Merges imported bars into the stored chunks (imported bars win on the same time). */
export async function importBars(store: BarStore, parsed: ReturnType<typeof parseBarsCsv>['series']) {
  const ticks = new Map(catalogueProducts.map((spec) => [spec.code, spec.tick_size]));
  let bars = 0;
  for (const { symbol, period, bars: imported } of parsed) {
    const tick = ticks.get(symbol) ?? 1;
    const written: BarChunk[] = [];
    for (const [chunk, chunkBars] of chunksOf(symbol, period, imported)) {
      const stored = await store.readChunk(symbol, period, chunk, tick);
      const byTime = new Map(stored.map((bar) => [bar.time, bar]));
      for (const bar of chunkBars) byTime.set(bar.time, bar);
      written.push({ series: symbol, period, chunk, bars: [...byTime.values()].sort((a, b) => a.time - b.time) });
    }
    await store.writeChunks(written);
    bars += imported.length;
  }
  return bars;
}
