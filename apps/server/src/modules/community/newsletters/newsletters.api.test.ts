import { Code } from '@vce/contract/codes';
import { keyNewsletterList } from '@vce/contract/community-newsletters';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollowedProducts } from '../../../db/schema/account-profile';
import { bbasNotes } from '../../../db/schema/bbas';
import { learningTeachers } from '../../../db/schema/learning';
import { strategyNotes } from '../../../db/schema/learning-reports';
import { products } from '../../../db/schema/market';
import { createTestApp, createUser, post, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
const newsletters = async (token: string, body: object = {}) =>
  keyNewsletterList.data.parse((await call('/api/qi_you/keyNewsletterList', token, body)).data);

async function follow(userId: number, symbols: string[]) {
  const rows = await app.db.select({ id: products.id }).from(products).where(inArray(products.code, symbols));
  await app.db.insert(userFollowedProducts).values(rows.map((row) => ({ userId, productId: row.id })));
}

describe('key newsletters', () => {
  it("lists the followed products' notes and strategies newest first, pages back, and marks them read", async () => {
    const reader = await createUser(app);
    const other = await createUser(app);
    // A product no demo content covers, so the figures below are this test's own.
    const symbol = 'ZC';
    await follow(reader.user.id, [symbol]);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await app.db.insert(bbasNotes).values([
      { symbol, title: '动力煤港口库存回升', content: '北方港库存回升', author: '编辑部', publishedAt: at(30) },
      { symbol: 'au', title: '不关注的品种', content: '不应出现', author: '编辑部', publishedAt: at(5) },
    ]);
    const [teacher] = await app.db.select({ id: learningTeachers.id }).from(learningTeachers).limit(1);
    await app.db.insert(strategyNotes).values({
      authorId: teacher!.id,
      symbol,
      period: 'daily',
      tradingDay: '2026-11-27',
      bias: 'range',
      title: '动力煤日度策略：区间震荡',
      content: '第一段\n\n第二段',
      support: 800,
      resistance: 860,
      publishedAt: at(10),
    });

    const first = await newsletters(reader.token);
    expect(first.followed).toEqual([{ symbol, name: '动力煤' }]);
    expect(first.list.map((item) => [item.kind, item.title, item.is_read])).toEqual([
      ['strategy', '动力煤日度策略：区间震荡', false],
      ['note', '动力煤港口库存回升', false],
    ]);
    expect(first.list[0]!.content).toBe('第一段');
    expect(first.unread_count).toBe(2);
    const older = await newsletters(reader.token, { before: first.list[0]!.time });
    expect(older.list.map((item) => item.title)).toEqual(['动力煤港口库存回升']);

    expect((await call('/api/qi_you/readKeyNewsletters', reader.token)).data).toEqual({ unread_count: 0 });
    const read = await newsletters(reader.token);
    expect(read.unread_count).toBe(0);
    expect(read.list.every((item) => item.is_read)).toBe(true);

    // Another user, following nothing, has none, and reading is each user's own.
    expect(await newsletters(other.token)).toEqual({ list: [], followed: [], unread_count: 0 });
    expect((await call('/api/qi_you/keyNewsletterList', '')).code).toBe(Code.NEED_LOGIN);
    expect((await call('/api/qi_you/keyNewsletterList', reader.token, { before: 'x' })).code).toBe(Code.FAIL);
    await app.db.delete(userFollowedProducts).where(eq(userFollowedProducts.userId, reader.user.id));
  });
});
