import { Code } from '@vce/contract/codes';
import type { SearchGroup, SearchKind } from '@vce/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
let call: ReturnType<typeof callAs>;
beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
});
afterAll(() => app.close());

/**
 * The relevance table: each query with the first hit a trader expects, in the kind it belongs to
 * (a product by its code, anything else by its title). Products come first when they match.
 */
const table: [query: string, kind: SearchKind, expected: string][] = [
  // Products by name, alias, code, contract, pinyin and initials.
  ['螺纹', 'product', 'rb'],
  ['螺纹钢', 'product', 'rb'],
  ['rb', 'product', 'rb'],
  ['RB', 'product', 'rb'],
  ['lwg', 'product', 'rb'],
  ['luowen', 'product', 'rb'],
  ['rb2705', 'product', 'rb'],
  ['ＲＢ２７０５', 'product', 'rb'],
  ['tks', 'product', 'i'],
  ['铁矿', 'product', 'i'],
  ['铁矿石', 'product', 'i'],
  ['i2609', 'product', 'i'],
  ['沪金', 'product', 'au'],
  ['黄金', 'product', 'au'],
  ['huangjin', 'product', 'au'],
  ['Au', 'product', 'au'],
  ['棕榈', 'product', 'p'],
  ['棕榈油', 'product', 'p'],
  ['SR705', 'product', 'SR'],
  ['白糖', 'product', 'SR'],
  ['MA605', 'product', 'MA'],
  ['原油', 'product', 'sc'],
  ['sc', 'product', 'sc'],
  ['豆粕', 'product', 'm'],
  ['m2609', 'product', 'm'],
  ['沪铜', 'product', 'cu'],
  ['cu', 'product', 'cu'],
  ['焦煤', 'product', 'jm'],
  ['纯碱', 'product', 'SA'],
  ['热卷', 'product', 'hc'],
  // Courses and lessons by concept.
  ['背离', 'lesson', '量价背离'],
  ['止损', 'course', '止损的艺术'],
  ['均线', 'course', '均线系统实战'],
  ['金叉', 'lesson', '金叉死叉的过滤条件'],
  ['十字星', 'lesson', '阴线、阳线与十字星'],
  ['强行平仓', 'lesson', '强行平仓是怎么发生的'],
  ['交易系统', 'lesson', '为什么要有交易系统'],
  ['多头排列', 'lesson', '多头排列与空头排列'],
  ['年度节奏', 'lesson', '豆粕的年度节奏'],
  ['产量周期', 'lesson', '棕榈油的产量周期'],
  ['价格结构', 'lesson', '螺纹钢的价格结构'],
  ['成交量', 'course', '量价关系精讲'],
  ['季节性', 'course', '油脂油料季节性'],
  ['双焦', 'course', '黑色系产业链'],
  ['行情展望', 'course', '2027年行情展望'],
  ['周末复盘', 'course', 'K线形态实战直播'],
  // Posts by their titles and by words only in their bodies.
  ['基差', 'post', '豆粕基差为什么最近走强'],
  ['南美天气', 'post', '南美天气炒作'],
  ['价差', 'post', '纯碱和玻璃的价差'],
  ['疏港量', 'post', '港口铁矿石库存连降三周'],
  ['央行购金', 'post', '黄金回调到均线附近'],
  ['阿根廷干旱', 'post', '南美天气炒作'],
  ['EIA', 'post', '原油夜盘复盘'],
  ['冷修', 'post', '纯碱和玻璃的价差'],
  ['开户', 'post', '新手提问'],
  ['新手', 'post', '新手提问'],
  // Topics, reports, indicators and members.
  ['复盘', 'topic', '#每日复盘#'],
  ['套期保值', 'topic', '#套期保值#'],
  ['仓位管理', 'topic', '#仓位管理#'],
  ['实际利率', 'report', '黄金月报'],
  ['避险', 'report', '黄金月报'],
  ['去化', 'report', '螺纹钢周报'],
  ['主力资金', 'indicator', '主力资金线'],
  ['波动率', 'indicator', '波动率收缩'],
  ['通道突破', 'indicator', '通道突破'],
  ['螺纹老陈', 'member', '螺纹老陈'],
  ['黄金守望者', 'member', '黄金守望者'],
];

const search = async (keyword: string, extra: object = {}) => {
  const answer = await call('/api/search/query', '', { keyword, ...extra });
  expect(answer.code, keyword).toBe(Code.SUCCESS);
  return answer.data as { keyword: string; terms: string[]; groups: SearchGroup[] };
};

describe('search relevance', () => {
  it(`finds the expected first hit for each of ${table.length} queries`, async () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
    const misses: string[] = [];
    for (const [query, kind, expected] of table) {
      const { groups } = await search(query);
      const top = groups.find((group) => group.kind === kind)?.hits[0];
      const found = kind === 'product' ? top?.symbol : top?.title;
      const isRight = kind === 'product' ? found === expected : found?.includes(expected);
      if (!isRight) misses.push(`${query} → ${kind} ${found ?? '(none)'}, expected ${expected}`);
      // A query naming a product shows the product first.
      if (kind === 'product' && isRight) expect(groups[0]?.kind, query).toBe('product');
    }
    expect(misses).toEqual([]);
  });

  it('never reads a Chinese query by its sound, and one Chinese character finds titles holding it', async () => {
    // 落文 sounds as 螺纹 (luowen), 同 as 铜 (tong): pinyin is for Latin input only (Meilisearch's 经典/景点).
    const products = async (keyword: string) =>
      (await search(keyword)).groups.find((group) => group.kind === 'product')?.hits.map((hit) => hit.symbol) ?? [];
    expect(await products('落文')).toEqual([]);
    expect(await products('同')).not.toContain('cu');
    expect(await products('tong')).toContain('cu');
    expect(await products('黄')).toContain('au');
    const gold = await search('金');
    expect(gold.groups.find((group) => group.kind === 'post')?.hits[0]?.title).toContain('黄金');
  });
});
