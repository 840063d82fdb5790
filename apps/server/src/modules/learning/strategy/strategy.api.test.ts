import { strategyList } from '@vce/contract/learning-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/money';
import { readStrategy } from './strategy-levels';
import { demoStrategySymbols, writeDemoStrategyNotes } from './strategy-notes';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A period's notes, waiting for the start's writing of them. */
async function notes(period: 'daily' | 'weekly', symbol?: string) {
  for (let tries = 0; tries < 100; tries++) {
    const page = strategyList.data.parse(
      (await callAs(app, '', '/api/strategy/list', { period, symbol, limit: 50 })).data,
    );
    // All of them: the start writes them in one statement, which a read may just precede.
    if (page.list.length > 0 && page.list.length === page.total) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no strategy notes were written');
}

describe('strategy notes', () => {
  it('writes a daily and a weekly note per demo product from the market, once', async () => {
    const daily = await notes('daily');
    expect(daily.list.map((note) => note.symbol).sort()).toEqual([...demoStrategySymbols].sort());
    const rebar = daily.list.find((note) => note.symbol === 'rb')!;
    const series = app.market.seriesOf('rb')!;
    const reading = readStrategy(series.daily, 10)!;
    expect(rebar).toMatchObject({ name: '螺纹钢', trading_day: series.tradingDay, bias: reading.bias, is_demo: true });
    expect(rebar.title).toBe(`螺纹钢日评：${{ long: '偏多', short: '偏空', range: '震荡' }[reading.bias]}`);
    expect(rebar.paragraphs[0]).toContain(`收于${reading.close}`);
    expect(rebar.support).toBeLessThanOrEqual(reading.close);
    expect(rebar.resistance).toBeGreaterThanOrEqual(reading.close);
    expect(rebar.paragraphs.at(-1)).toContain('仅作演示，不构成投资建议');

    const weekly = await notes('weekly', 'rb');
    expect(weekly.list).toHaveLength(1);
    expect(new Date(`${weekly.list[0]!.trading_day}T00:00:00Z`).getUTCDay()).toBe(1);

    // Written again (a restart): nothing twice.
    await writeDemoStrategyNotes(app, rebar.author.id);
    expect((await notes('daily')).total).toBe(demoStrategySymbols.length);
    expect((await callAs(app, '', '/api/strategy/list', { period: 'monthly' })).data.total).toBe(
      demoStrategySymbols.length,
    );
  });
});
