import { productSpecOf } from '@vce/market-core/product-spec';
import { roundToTick } from '@vce/market-core/ticks';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../../platform/transaction';
import { readStrategy, type StrategyReading } from './strategy-levels';
import { hasNotesOn, insertStrategyNotes } from './strategy-store';

/** The products the demo notes cover: one or two of each big sector. */
export const demoStrategySymbols = ['rb', 'i', 'cu', 'au', 'sc', 'm', 'p', 'TA'];

const biasWords = { long: '偏多', short: '偏空', range: '震荡' } as const;

/** The Monday of a date's week: a weekly note is keyed by its week. */
export function weekOf(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** A note's paragraphs, said from its reading. */
function sayNote(name: string, day: string, reading: StrategyReading, window: number, tick: number) {
  const at = (price: number) => roundToTick(price, tick);
  const view = {
    long: `5日均线在20日均线上方且20日均线上行，价格站在短期均线之上，思路偏多：回调至${at(reading.support)}附近不破可轻仓试多，收盘跌破则离场。`,
    short: `5日均线在20日均线下方且20日均线下行，价格位于短期均线之下，思路偏空：反弹至${at(reading.resistance)}附近受阻可轻仓试空，收盘站上则离场。`,
    range: `均线交织、方向不明，以${at(reading.support)}—${at(reading.resistance)}区间思路对待，不追涨杀跌，有效突破区间后再顺势跟随。`,
  }[reading.bias];
  return [
    `${day}，${name}主力连续收于${reading.close}，5日均线${at(reading.averageShort)}，20日均线${at(reading.averageLong)}。`,
    view,
    `上方压力${at(reading.resistance)}、下方支撑${at(reading.support)}，为近${window}个交易日的最高价与最低价。`,
    '本策略由规则依据本站模拟行情自动生成，仅作演示，不构成投资建议。',
  ].join('\n\n');
}

/**
 * Writes the day's and the week's demo notes for the demo products, read from the market's daily bars
 * by the notes' rule and signed by a demo researcher: once per day (or week), so a restart writes none
 * twice and a note an editor deleted, or a day an editor began, is left as the editor left it.
 */
export async function writeDemoStrategyNotes(app: FastifyInstance, authorId: number) {
  await app.market.ready;
  const notes = demoStrategySymbols.flatMap((symbol) => {
    const spec = productSpecOf(symbol);
    const series = app.market.seriesOf(symbol);
    if (!spec || !series) return [];
    return (['daily', 'weekly'] as const).flatMap((period) => {
      const window = period === 'daily' ? 10 : 20;
      const reading = readStrategy(series.daily, window);
      if (!reading) return [];
      const label = period === 'daily' ? '日评' : '周评';
      return [
        {
          authorId,
          symbol,
          period,
          tradingDay: period === 'daily' ? series.tradingDay : weekOf(series.tradingDay),
          bias: reading.bias,
          title: `${spec.name_cn}${label}：${biasWords[reading.bias]}`,
          content: sayNote(spec.name_cn, series.tradingDay, reading, window, spec.tick_size),
          support: roundToTick(reading.support, spec.tick_size),
          resistance: roundToTick(reading.resistance, spec.tick_size),
          isDemo: true,
        },
      ];
    });
  });
  await inTransaction(app.db, async (tx) => {
    const written = new Map<string, boolean>();
    for (const { period, tradingDay } of notes)
      if (!written.has(`${period}:${tradingDay}`))
        written.set(`${period}:${tradingDay}`, await hasNotesOn(tx, period, tradingDay));
    const noteIds = await insertStrategyNotes(
      tx,
      notes.filter((note) => !written.get(`${note.period}:${note.tradingDay}`)),
    );
    if (noteIds.length) await app.events.publish(tx, 'strategy.written', { noteIds });
  });
}
