import { bbasBaseInfo } from '@vce/contract/bbas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bbasCategories } from '../../db/schema/bbas';
import catalogue from '@vce/market-core/futures-contracts.json' with { type: 'json' };
import { createTestApp, post, type TestApp } from '../../test/harness';
import { readBaseInfo } from './base-info';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const baseInfo = async () => {
  const res = await post(app, '/api/bbas/getBaseInfo');
  expect(res.statusCode).toBe(200);
  expect(res.json().code).toBe(1);
  return bbasBaseInfo.data.parse(res.json().data);
};

describe('/api/bbas/getBaseInfo', () => {
  it('lists one category per product of the catalogue, in the catalogue order', async () => {
    const { categoryList } = await baseInfo();
    expect(categoryList.map((category) => category.symbol)).toEqual(catalogue.products.map((product) => product.code));
    const weighs = categoryList.map((category) => category.weigh);
    expect(weighs).toEqual([...weighs].sort((a, b) => b - a));
  });

  it('gives each category the product id, exchange, name, search words and a description', async () => {
    const { categoryList } = await baseInfo();
    const symbols = await post(app, '/vce_gm/v1/symbol_list');
    const idOf = new Map<string, number>(
      symbols
        .json()
        .data.flatMap((group: { list: { symbol: string; id: number }[] }) =>
          group.list.map((item) => [item.symbol, item.id]),
        ),
    );
    const rebar = categoryList.find((category) => category.symbol === 'rb');
    expect(rebar).toMatchObject({ id: idOf.get('rb'), exchange: 'SHFE', name: '螺纹钢', switch: 1, is_recommend: 1 });
    expect(rebar?.match_name.split(',')).toEqual(['螺纹钢', 'rb', 'RB']);
    expect(rebar?.description).toMatch(/^螺纹钢属黑色金属板块/);
    const pvc = categoryList.find((category) => category.symbol === 'v');
    expect(pvc?.match_name.split(',')).toEqual(expect.arrayContaining(['聚氯乙烯', 'PVC', 'v', 'V']));
  });

  it('recommends eight active products', async () => {
    const recommended = (await baseInfo()).categoryList.filter((category) => category.is_recommend === 1);
    expect(recommended.map((category) => category.symbol).sort()).toEqual(
      ['MA', 'SA', 'ag', 'au', 'cu', 'i', 'm', 'rb'].sort(),
    );
  });

  it('groups every category under exactly one sector of oneList, its type', async () => {
    const { categoryList, oneList } = await baseInfo();
    expect(oneList[0]).toMatchObject({ id: 1, name: '黑色金属' });
    expect(oneList.flatMap((sector) => sector.list.map((item) => item.symbol)).sort()).toEqual(
      categoryList.map((category) => category.symbol).sort(),
    );
    for (const sector of oneList) {
      expect(sector.description).not.toBe('');
      for (const item of sector.list) {
        expect(categoryList.find((category) => category.id === item.id)?.type).toBe(sector.id);
      }
    }
    const shares = new Map(oneList.map((sector) => [sector.name, sector.list.length]));
    expect(shares.get('国债')).toBe(4);
    expect(shares.get('贵金属')).toBe(4);
  });

  it('answers the same bytes again, whatever the body', async () => {
    const first = await post(app, '/api/bbas/getBaseInfo');
    const second = await post(app, '/api/bbas/getBaseInfo', { anything: 1 }, { form: true });
    expect(second.json().data).toEqual(first.json().data);
  });

  it('leaves switched-off categories and emptied sectors out', async () => {
    await app.db.update(bbasCategories).set({ enabled: false }).where(eq(bbasCategories.symbol, 'ec'));
    const { categoryList, oneList } = await readBaseInfo(app.db);
    expect(categoryList.some((category) => category.symbol === 'ec')).toBe(false);
    expect(oneList.some((sector) => sector.name === '航运')).toBe(false);
  });
});
