import { quotes } from '@vce/contract/market';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '@vce/market-core/futures-contracts.json' with { type: 'json' };
import { createTestApp, post, type TestApp } from '../../test/harness';
import { isOnGrid } from '../../test/market-checks';
import { catalogueProducts, priceLimitOf } from '@vce/market-core/product-spec';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // Prices stand still from here, so figures can be compared across calls.
  await app.market.stop();
});
afterAll(() => app.close());

async function quotesOf(symbol: string) {
  const res = await post(app, quotes.path, { symbol });
  expect(res.json().code, symbol).toBe(1);
  return quotes.data.parse(res.json().data);
}
const mainOf = (board: Awaited<ReturnType<typeof quotesOf>>) => board.contracts.find((contract) => contract.is_main);

describe('/javactp/market/quotes', () => {
  it('describes the product as the catalogue does, labelled as simulated', async () => {
    const board = await quotesOf('rb');
    expect(board).toMatchObject({
      feed: 'simulator',
      simulated: true,
      symbol: 'rb',
      name: '螺纹钢',
      exchange: 'SHFE',
      multiplier: 10,
      tick_size: 1,
    });
    expect(board.trading_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['rb', 12, /^rb\d{4}$/],
    ['SR', 6, /^SR\d{3}$/],
    ['IF', 4, /^IF\d{4}$/],
    ['T', 3, /^T\d{4}$/],
  ])('lists every month %s trades (%i), nearest first, exactly one of them main', async (symbol, count, pattern) => {
    const board = await quotesOf(symbol);
    expect(board.contracts).toHaveLength(count);
    expect(board.contracts.filter((contract) => contract.is_main)).toHaveLength(1);
    const ids = board.contracts.map((contract) => contract.contract);
    for (const id of ids) expect(id).toMatch(pattern);
    expect(new Set(ids).size).toBe(count);
    const expiries = board.contracts.map((contract) => contract.expiry);
    expect(expiries).toEqual([...expiries].sort());
    expect(expiries[0]! >= board.trading_day).toBe(true);
  });

  it('lists IF’s current and next month, then quarterly months only', async () => {
    const months = (await quotesOf('IF')).contracts.map((contract) => Number(contract.contract.slice(-2)));
    const [current = 0, next = 0, ...quarters] = months;
    expect(next).toBe((current % 12) + 1);
    expect(quarters.every((month) => month % 3 === 0)).toBe(true);
    expect((await quotesOf('T')).contracts.every((contract) => Number(contract.contract.slice(-2)) % 3 === 0)).toBe(
      true,
    );
  });

  it('gives every product one main month and the basis as spot minus the main month’s last price', async () => {
    for (const product of catalogue.products) {
      const board = await quotesOf(product.code);
      const main = mainOf(board);
      expect(
        board.contracts.filter((contract) => contract.is_main),
        product.code,
      ).toHaveLength(1);
      expect(board.spot, product.code).toBeGreaterThan(0);
      expect(isOnGrid(board.spot, product.tick_size), `${product.code} spot ${board.spot}`).toBe(true);
      expect(Math.abs(board.basis - (board.spot - (main?.last ?? 0))), product.code).toBeLessThan(1e-9);
    }
  });

  it('puts each month’s limits its product’s limit move either side of the previous settlement', async () => {
    for (const product of catalogueProducts) {
      const { contracts } = await quotesOf(product.code);
      const limit = priceLimitOf(product);
      const tick = product.tick_size;
      for (const month of contracts) {
        const label = `${month.contract} ${month.limit_down}–${month.pre_settle}–${month.limit_up}`;
        expect(month.limit_up, label).toBeLessThanOrEqual(month.pre_settle * (1 + limit) + 1e-9);
        expect(month.limit_up, label).toBeGreaterThan(month.pre_settle * (1 + limit) - tick);
        expect(month.limit_down, label).toBeGreaterThanOrEqual(month.pre_settle * (1 - limit) - 1e-9);
        expect(month.limit_down, label).toBeLessThan(month.pre_settle * (1 - limit) + tick);
        expect(month.last, label).toBeGreaterThanOrEqual(month.limit_down);
        expect(month.last, label).toBeLessThanOrEqual(month.limit_up);
      }
    }
  });

  it('gives the change and zdf of each month against its previous settlement', async () => {
    for (const symbol of ['rb', 'au', 'IF', 'T', 'SR']) {
      for (const month of (await quotesOf(symbol)).contracts) {
        expect(month.change, month.contract).toBeCloseTo(month.last - month.pre_settle, 9);
        // Rounded to two decimals: at most half a hundredth off (an exact -0.625 % may read -0.62).
        const exact = (month.change / month.pre_settle) * 100;
        expect(Math.abs(month.zdf - exact), month.contract).toBeLessThanOrEqual(0.005 + 1e-9);
      }
    }
  });

  it('keeps a traded month’s last price inside its high and low, and shows no range for an untraded one', async () => {
    for (const symbol of ['rb', 'au', 'IF', 'T', 'SR', 'fb']) {
      for (const month of (await quotesOf(symbol)).contracts) {
        if (month.volume > 0) {
          expect(month.low, month.contract).toBeLessThanOrEqual(Math.min(month.open, month.last));
          expect(month.high, month.contract).toBeGreaterThanOrEqual(Math.max(month.open, month.last));
        } else {
          expect([month.open, month.high, month.low], month.contract).toEqual([0, 0, 0]);
        }
        expect(Number.isInteger(month.open_interest) && month.open_interest >= 0, month.contract).toBe(true);
      }
    }
  });

  it('gives the busiest month’s volume to the main contract of an active product', async () => {
    const board = await quotesOf('rb');
    const main = mainOf(board);
    expect(main?.volume).toBeGreaterThan(0);
    expect(main?.open_interest).toBe(Math.max(...board.contracts.map((contract) => contract.open_interest)));
  });

  it('refuses an unknown product with 没有这个品种', async () => {
    expect((await post(app, quotes.path, { symbol: 'zz' })).json()).toMatchObject({ code: 0, msg: msg.unknownSymbol });
    expect((await post(app, quotes.path, {})).json()).toMatchObject({ code: 0, msg: expect.stringContaining('品种') });
  });
});
