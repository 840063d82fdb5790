import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { createStaff } from '../../test/admin';
import { callAs, createTestApp, type TestApp } from '../../test/harness';
import { writeDemoStrategyNotes } from '../learning/strategy/strategy-notes';

let app: TestApp;
let call: ReturnType<typeof callAs>;
let editor: string;
let authorId: number;

beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
  editor = (await createStaff(app, ['editor'])).token;
  authorId = (await call('/api/admin/strategy/authors', editor)).data.list[0].id;
});
afterAll(() => app.close());

const fields = () => ({
  author_id: authorId,
  symbol: 'ag',
  period: 'daily',
  trading_day: '2026-03-04',
  bias: 'short',
  title: '白银日评：偏空',
  content:
    '白银反弹至20日均线受阻。\n\n\n  反弹至压力位附近可轻仓试空，收盘站上则离场。本文为演示内容，不构成投资建议。  ',
  support: 7200,
  resistance: 7600,
});
const admin = (route: string, body: object) => call(`/api/admin/strategy/${route}`, editor, body);
type PublicNote = {
  id: number;
  title: string;
  is_demo: boolean;
  paragraphs: string[];
  trading_day: string;
  author: { id: number };
};
const publicNotes = async (period: string, symbol = 'ag'): Promise<PublicNote[]> =>
  (await call('/api/strategy/list', '', { period, symbol, limit: 50 })).data.list;
const searchTitles = async (keyword: string) =>
  ((await call('/api/search/query', '', { keyword, scope: 'strategy', limit: 20 })).data.groups[0]?.hits ?? []).map(
    (hit: { title: string }) => hit.title,
  );

describe('策略 in the console', () => {
  it('an editor writes a note readers find on /strategy and in search, corrects it in place and deletes it', async () => {
    const created = await admin('create', fields());
    expect(created).toMatchObject({
      code: Code.SUCCESS,
      data: { symbol: 'ag', trading_day: '2026-03-04', is_demo: false },
    });
    const { id, published_at: publishedAt } = created.data;
    const [read] = (await publicNotes('daily')).filter((note) => note.id === id);
    // Paragraphs tidied: blank lines between them, no spaces around.
    expect(read).toMatchObject({
      title: '白银日评：偏空',
      // An editor's: not marked 演示.
      is_demo: false,
      author: { id: authorId },
      paragraphs: [
        '白银反弹至20日均线受阻。',
        '反弹至压力位附近可轻仓试空，收盘站上则离场。本文为演示内容，不构成投资建议。',
      ],
    });
    expect(await searchTitles('白银日评')).toContain('白银日评：偏空');

    const updated = await admin('update', { ...fields(), id, title: '白银日评：反弹偏空', bias: 'range' });
    expect(updated.data).toMatchObject({ title: '白银日评：反弹偏空', bias: 'range', published_at: publishedAt });
    const found = await searchTitles('白银日评');
    expect(found).toContain('白银日评：反弹偏空');
    expect(found).not.toContain('白银日评：偏空');
    const [audit] = await app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(audit).toMatchObject({
      call: '/api/admin/strategy/update',
      before: { title: '白银日评：偏空', bias: 'short' },
      after: { title: '白银日评：反弹偏空', bias: 'range' },
    });

    expect(await admin('delete', { id })).toMatchObject({ code: Code.SUCCESS });
    expect((await publicNotes('daily')).map((note) => note.id)).not.toContain(id);
    expect(await searchTitles('白银日评')).not.toContain('白银日评：反弹偏空');
    expect(await admin('delete', { id })).toMatchObject({ msg: msg.strategyNoteUnknown });
  });

  it("keeps a weekly note under its week's Monday, one per product and week", async () => {
    const weekly = await admin('create', { ...fields(), period: 'weekly', trading_day: '2026-03-06' });
    expect(weekly.data.trading_day).toBe('2026-03-02');
    const again = await admin('create', { ...fields(), period: 'weekly', trading_day: '2026-03-03', title: '又一篇' });
    expect(again).toMatchObject({ code: Code.FAIL, msg: msg.strategyNoteTaken });
    // Moving another note onto that week is refused too.
    const other = await admin('create', { ...fields(), period: 'weekly', trading_day: '2026-03-10' });
    expect(await admin('update', { ...fields(), id: other.data.id, period: 'weekly' })).toMatchObject({
      msg: msg.strategyNoteTaken,
    });
    const listed = await admin('list', { period: 'weekly', symbol: 'ag' });
    expect(listed.data.list.map((note: { trading_day: string }) => note.trading_day)).toEqual([
      '2026-03-09',
      '2026-03-02',
    ]);
  });

  it('refuses levels the wrong way round, an unknown product or author, and writes nothing', async () => {
    const before = (await admin('list', {})).data.total;
    expect(await admin('create', { ...fields(), support: 7600, resistance: 7200 })).toMatchObject({
      msg: expect.stringContaining('支撑位须低于压力位'),
    });
    expect(await admin('create', { ...fields(), symbol: 'zz' })).toMatchObject({ msg: msg.reportProductUnknown });
    expect(await admin('create', { ...fields(), author_id: 99_999 })).toMatchObject({ msg: msg.courseTeacherUnknown });
    expect(await admin('create', { ...fields(), trading_day: '2026-02-30' })).toMatchObject({
      msg: expect.stringContaining('交易日不是有效日期'),
    });
    expect((await admin('list', {})).data.total).toBe(before);
  });

  it("leaves a demo note an editor deleted deleted: the server's writing of the day's notes does not bring it back", async () => {
    let demo: PublicNote | undefined;
    for (let tries = 0; !demo && tries < 100; tries++) {
      demo = (await publicNotes('daily', 'rb'))[0];
      if (!demo) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await admin('delete', { id: demo!.id })).toMatchObject({ code: Code.SUCCESS });
    await writeDemoStrategyNotes(app, demo!.author.id);
    expect(await publicNotes('daily', 'rb')).toEqual([]);
    expect((await publicNotes('daily', 'cu')).length).toBe(1);
  });
});
