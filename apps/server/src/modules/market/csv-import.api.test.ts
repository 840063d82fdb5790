import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createBarStore } from './bar-store';
import { beijingInstant } from '@vce/market-core/calendar';
import { importBars, parseBarsCsv } from './csv-import';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const header = 'symbol,period,time,open,high,low,close,volume,open_interest';

describe('CSV import of historical bars', () => {
  it('names each bad line in Chinese and imports nothing from a file with errors', () => {
    const { series, errors } = parseBarsCsv(
      [
        header,
        'zz,1d,2020-01-02,1,1,1,1,1,1',
        'rb,2h,2020-01-02,1,1,1,1,1,1',
        'rb,1d,2020-13-45,1,1,1,1,1,1',
        'rb,1d,2020-01-02,3500,3400,3450,3460,10,10',
        'rb,1d,2020-01-03,3500,3510,3490,3505,-1,10',
      ].join('\n'),
    );
    expect(errors).toEqual([
      '第2行：没有这个品种 zz',
      '第3行：周期只能是 1m 或 1d',
      '第4行：时间格式不正确 2020-13-45',
      '第5行：最高价、最低价与开盘价、收盘价不一致',
      '第6行：价格、成交量和持仓量须为非负数',
    ]);
    expect(series.flatMap((entry) => entry.bars)).toHaveLength(0);
  });

  it('stores daily and minute bars where the K-line store finds them, replacing bars of the same time', async () => {
    const store = createBarStore(app.db);
    const { series, errors } = parseBarsCsv(
      [
        header,
        'rb,1d,2019-03-04,3700,3750,3690,3720,1500000,2100000',
        'rb,1d,2019-03-05,3720,3800,3710,3790,1600000,2150000',
        'rb,1m,2019-03-05 09:00,3720,3725,3718,3722,5000,2100500',
        'rb,1m,2019-03-04 21:00,3715,3719,3712,3716,4000,2100000',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(await importBars(store, series)).toBe(4);
    const daily = await store.readDaily('rb', 1);
    const march5 = daily.find((bar) => bar.time === beijingInstant('2019-03-05', '00:00'));
    expect(march5).toMatchObject({ open: 3720, high: 3800, low: 3710, close: 3790, volume: 1600000 });
    // The night session of 4 March belongs to the trading day of 5 March.
    const [day] = await store.readMinuteDays('rb', '2019-03-06', 1, 1);
    expect(day?.tradingDay).toBe('2019-03-05');
    expect(day?.bars.map((bar) => bar.close)).toEqual([3716, 3722]);

    const again = parseBarsCsv([header, 'rb,1d,2019-03-05,3720,3800,3700,3780,1,2'].join('\n'));
    await importBars(store, again.series);
    const replaced = (await store.readDaily('rb', 1)).filter((bar) => bar.time === march5?.time);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]?.close).toBe(3780);
  });
});
