import { symbolList } from '@vce/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '@vce/market-core/futures-contracts.json' with { type: 'json' };
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const listSymbols = async () => {
  const res = await post(app, '/vce_gm/v1/symbol_list');
  expect(res.statusCode).toBe(200);
  expect(res.json().code).toBe(1);
  return symbolList.data.parse(res.json().data);
};

describe('/vce_gm/v1/symbol_list', () => {
  it('groups every product of the catalogue under the six exchanges', async () => {
    const groups = await listSymbols();
    expect(groups.map((group) => group.code)).toEqual(catalogue.exchanges.map((exchange) => exchange.code));
    expect(groups).toHaveLength(6);
    expect(groups.flatMap((group) => group.list)).toHaveLength(88);
    for (const group of groups) {
      const expected = catalogue.products.filter((product) => product.exchange === group.code);
      expect(group.list.map(({ symbol, name }) => ({ symbol, name }))).toEqual(
        expected.map((product) => ({ symbol: product.code, name: product.name_cn })),
      );
      expect(group.name).not.toBe('');
    }
  });

  it('gives each product a distinct id', async () => {
    const ids = (await listSymbols()).flatMap((group) => group.list.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers the same list on every call', async () => {
    const first = await post(app, '/vce_gm/v1/symbol_list');
    const second = await post(app, '/vce_gm/v1/symbol_list');
    expect(second.json().data).toEqual(first.json().data);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
  });

  it('finds rebar under the Shanghai Futures Exchange', async () => {
    const shfe = (await listSymbols()).find((group) => group.code === 'SHFE');
    expect(shfe?.list.map((item) => item.symbol)).toContain('rb');
  });
});
