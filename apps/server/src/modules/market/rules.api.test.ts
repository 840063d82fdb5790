import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { msg } from '@vce/contract/messages';
import { contractInfo, tradingDays } from '@vce/contract/market-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';
import { isOnGrid } from '../../test/market-checks';
import { loadOfficialClosures } from './official-closures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // Prices stand still from here, so limits can be compared with settlements.
  app.market.stop();
});
afterAll(() => app.close());

async function infoOf(symbol: string) {
  const res = await post(app, contractInfo.path, { symbol });
  expect(res.json().code, symbol).toBe(1);
  return contractInfo.data.parse(res.json().data);
}
const daysOf = async (from: string, to: string) => (await post(app, tradingDays.path, { from, to })).json();

describe('/javactp/market/contractInfo', () => {
  it('gives rebar’s rules with their sources, and each listed month’s last trading day on the 15th or after', async () => {
    const info = await infoOf('rb');
    expect(info).toMatchObject({
      symbol: 'rb',
      exchange: 'SHFE',
      multiplier: 10,
      price_units_per_lot: 10,
      tick_size: 1,
      price_limit: { rate: 0.05, as_of: '2026-05-19' },
      sessions: { day: '09:00-10:15,10:30-11:30,13:30-15:00', night: '21:00-23:00' },
      delivery_months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      simulated: true,
    });
    expect(info.price_limit.source).toBe('上期发〔2026〕191号');
    expect(info.last_trade_rule.text).toBe('合约月份的15日（遇法定节假日顺延）');
    expect(info.contracts).toHaveLength(12);
    expect(info.contracts.filter((contract) => contract.is_main)).toHaveLength(1);
    for (const contract of info.contracts) {
      const [year, month, day] = contract.last_trade_date.split('-').map(Number) as [number, number, number];
      expect(`${year % 100}${String(month).padStart(2, '0')}`, contract.contract).toBe(contract.contract.slice(2));
      expect(day, contract.contract).toBeGreaterThanOrEqual(15);
      expect(contract.limit_up, contract.contract).toBeLessThanOrEqual(contract.pre_settle * 1.05 + 1e-9);
      expect(contract.limit_up, contract.contract).toBeGreaterThan(contract.pre_settle * 1.05 - 1);
      expect(isOnGrid(contract.limit_down, 1), contract.contract).toBe(true);
    }
  });

  it('tells eggs’ quote unit apart from their lot: 10 quotes of 500 kg make a 5-tonne lot', async () => {
    expect(await infoOf('jd')).toMatchObject({
      multiplier: 5,
      multiplier_unit: '吨/手',
      quote_unit: '元/500千克',
      price_units_per_lot: 10,
      last_trade_rule: { text: '合约月份倒数第4个交易日' },
    });
  });

  it('gives ferrosilicon no night session and japonica rice one to 23:00', async () => {
    expect((await infoOf('SF')).sessions.night).toBeNull();
    expect((await infoOf('SF')).night_session_tonight).toBe(false);
    expect((await infoOf('rr')).sessions.night).toBe('21:00-23:00');
  });

  it('lists crude oil’s quarterly months beyond the first twelve, ending each the month before delivery', async () => {
    const info = await infoOf('sc');
    expect(info.contracts.length).toBeGreaterThan(12);
    expect(info.listing.text).toBe('最近12个连续月份，随后8个季月');
    expect(info.last_trade_rule.text).toBe('合约月份前一个月的最后一个交易日');
  });

  it('refuses a product it does not know', async () => {
    const res = await post(app, contractInfo.path, { symbol: 'xx' });
    expect(res.json()).toMatchObject({ code: 0, msg: msg.unknownSymbol });
  });
});

describe('/javactp/market/tradingDays', () => {
  it('leaves out New Year’s Day 2027, holds no night session before the Monday after, and marks 2027 provisional', async () => {
    const { code, data } = await daysOf('2026-12-30', '2027-01-05');
    expect(code).toBe(1);
    expect(data.list).toEqual([
      { date: '2026-12-30', has_night_session: true, provisional: false },
      { date: '2026-12-31', has_night_session: true, provisional: false },
      { date: '2027-01-04', has_night_session: false, provisional: true },
      { date: '2027-01-05', has_night_session: true, provisional: true },
    ]);
  });

  it('answers a range without a trading day with an empty list', async () => {
    expect((await daysOf('2026-10-01', '2026-10-07')).data.list).toEqual([]);
  });

  it('explains a bad range in Chinese', async () => {
    expect(await daysOf('2026-12-31', '2026-12-01')).toMatchObject({ code: 0, msg: '开始日期不能晚于结束日期' });
    expect(await daysOf('2026/12/01', '2026-12-31')).toMatchObject({
      code: 0,
      msg: '开始日期格式不正确，应为YYYY-MM-DD',
    });
    expect(await daysOf('2026-02-30', '2026-12-31')).toMatchObject({ code: 0, msg: '开始日期不是有效日期' });
    expect(await daysOf('2020-01-01', '2026-12-31')).toMatchObject({ code: 0, msg: '日期范围不能超过731天' });
    // A year the calendar does not answer for: refused before anything is computed or kept.
    expect(await daysOf('9999-01-01', '9999-01-31')).toMatchObject({ code: 0, msg: '开始日期须在1990年至2099年之间' });
    const missing = (await post(app, tradingDays.path, { from: '2026-12-01' })).json();
    expect(missing).toMatchObject({ code: 0, msg: '结束日期不能为空' });
  });
});

describe('an operator’s list of closed days in DATA_DIR', () => {
  it('replaces a provisional year at start', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vce-closures-'));
    // As if the 2027 notice closed the Spring Festival from 4 February.
    await fs.writeFile(
      path.join(dataDir, 'exchange-closures.json'),
      JSON.stringify({ years: { 2027: ['01-01', '02-04..02-11'] } }),
    );
    const withList = await createTestApp({ DATA_DIR: dataDir });
    try {
      const { data } = (await post(withList, tradingDays.path, { from: '2027-02-03', to: '2027-02-15' })).json();
      expect(data.list.map((day: { date: string }) => day.date)).toEqual(['2027-02-03', '2027-02-12', '2027-02-15']);
      expect(data.list.every((day: { provisional: boolean }) => !day.provisional)).toBe(true);
    } finally {
      await withList.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses, naming the file and the problem, a list that does not parse (the start stops on it)', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vce-closures-'));
    await fs.writeFile(path.join(dataDir, 'exchange-closures.json'), JSON.stringify({ years: { 2027: ['Feb 4'] } }));
    await expect(loadOfficialClosures(dataDir, app.log)).rejects.toThrow(
      /exchange-closures\.json is not a list of closed days: MM-DD or MM-DD\.\.MM-DD/,
    );
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
