import { quotes, symbolList, symbolListWithPrice } from '@vce/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '@vce/market-core/futures-contracts.json' with { type: 'json' };
import { createTestApp, post, type TestApp } from '../../test/harness';
import { catalogueProducts, priceLimitOf } from '@vce/market-core/product-spec';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // Prices stand still from here, so answers of different calls can be compared.
  await app.market.stop();
});
afterAll(() => app.close());

async function listWithPrice() {
  const res = await post(app, symbolListWithPrice.path);
  expect(res.json().code).toBe(1);
  return symbolListWithPrice.data.parse(res.json().data);
}

async function quotesOf(symbol: string) {
  const res = await post(app, quotes.path, { symbol });
  expect(res.json().code).toBe(1);
  return quotes.data.parse(res.json().data);
}

/** CZCE writes one year digit (SR605), the other exchanges two (rb2605). */
const contractPattern = (exchange: string, symbol: string) =>
  new RegExp(`^${symbol}${exchange === 'CZCE' ? '\\d{3}' : '\\d{4}'}$`);

describe('/vce_gm/v1/symbol_list_with_price', () => {
  it('lists all 88 products under the six exchanges, as symbol_list does', async () => {
    const groups = await listWithPrice();
    expect(groups.map((group) => group.code)).toEqual(catalogue.exchanges.map((exchange) => exchange.code));
    expect(groups.flatMap((group) => group.list)).toHaveLength(88);
    const plain = symbolList.data.parse((await post(app, symbolList.path)).json().data);
    expect(groups.map((group) => group.list.map(({ id, symbol, name }) => ({ id, symbol, name })))).toEqual(
      plain.map((group) => group.list),
    );
  });

  it('names each product’s main contract in its exchange’s convention, with a price', async () => {
    for (const group of await listWithPrice()) {
      for (const item of group.list) {
        expect(item.main_contract, item.symbol).toMatch(contractPattern(group.code, item.symbol));
        expect(Number.isFinite(item.lastPrice) && item.lastPrice > 0, `${item.symbol} ${item.lastPrice}`).toBe(true);
        expect(Number.isFinite(item.zdf), item.symbol).toBe(true);
      }
    }
    const czce = (await listWithPrice()).find((group) => group.code === 'CZCE');
    expect(czce?.list.find((item) => item.symbol === 'SR')?.main_contract).toMatch(/^SR\d{3}$/);
  });

  it('agrees with the quote board: the main month, its last price and its change in percent', async () => {
    for (const group of await listWithPrice()) {
      for (const item of group.list) {
        const board = await quotesOf(item.symbol);
        const main = board.contracts.find((contract) => contract.is_main);
        expect(item.main_contract).toBe(main?.contract);
        expect(item.lastPrice).toBe(main?.last);
        expect(item.zdf).toBe(main?.zdf);
        const preSettle = main?.pre_settle ?? Number.NaN;
        // A percent rounded to two decimals (1.25 for +1.25 %), not a fraction: at most half a
        // hundredth from the exact change (-0.625 % may read -0.62).
        const exact = ((item.lastPrice - preSettle) / preSettle) * 100;
        expect(Math.abs(item.zdf - exact), `${item.symbol} ${item.zdf} ${exact}`).toBeLessThanOrEqual(0.005 + 1e-9);
        const spec = catalogueProducts.find((product) => product.code === item.symbol);
        if (spec) expect(Math.abs(item.zdf)).toBeLessThanOrEqual(priceLimitOf(spec) * 100 + 0.01);
      }
    }
  });

  it('says beside the spec’s fields of each price that it comes from the simulator', async () => {
    // As sent, not as the contract parses it (which would drop fields it does not know).
    const groups: { list: Record<string, unknown>[] }[] = (await post(app, symbolListWithPrice.path)).json().data;
    for (const item of groups.flatMap((group) => group.list)) {
      expect(Object.keys(item).sort()).toEqual([
        'id',
        'lastPrice',
        'main_contract',
        'name',
        'simulated',
        'symbol',
        'zdf',
      ]);
      expect(item.simulated, String(item.symbol)).toBe(true);
    }
  });

  it('shows prices near each product’s usual level', async () => {
    const items = (await listWithPrice()).flatMap((group) => group.list);
    const rebar = items.find((item) => item.symbol === 'rb');
    const gold = items.find((item) => item.symbol === 'au');
    expect(rebar?.lastPrice).toBeGreaterThan(1500);
    expect(rebar?.lastPrice).toBeLessThan(7000);
    expect(gold?.lastPrice).toBeGreaterThan(300);
    expect(gold?.lastPrice).toBeLessThan(1500);
  });
});
