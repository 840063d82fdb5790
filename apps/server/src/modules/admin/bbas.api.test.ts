import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';

const suite = consoleTestApp(['operator', 'editor']);

const lastAudit = async () => (await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0];

type Category = {
  id: number;
  symbol: string;
  sector_name: string;
  image: string;
  description: string;
  weigh: number;
  enabled: boolean;
  is_recommend: boolean;
};
const categoryOf = async (symbol: string): Promise<Category> =>
  (await suite.call('/api/admin/bbas/categories', suite.tokens.operator)).data.list.find(
    (row: Category) => row.symbol === symbol,
  );
const saveCategory = (category: Category, change: Partial<Category>) => {
  const { id, image, description, weigh, enabled, is_recommend } = { ...category, ...change };
  return suite.call('/api/admin/bbas/categories/update', suite.tokens.operator, {
    id,
    image,
    description,
    weigh,
    enabled,
    is_recommend,
  });
};
const baseInfo = async () => (await suite.call('/api/bbas/getBaseInfo', '')).data;

describe('BBAS categories in the console', () => {
  it('lists every category with its sector; one sector with `type`', async () => {
    const all = (await suite.call('/api/admin/bbas/categories', suite.tokens.operator)).data.list;
    expect(all.length).toBe((await baseInfo()).categoryList.length);
    expect(await categoryOf('rb')).toMatchObject({ sector_name: '黑色金属', enabled: true });
    const precious = (await suite.call('/api/admin/bbas/categories', suite.tokens.operator, { type: 3 })).data.list;
    expect(precious.map((row: Category) => row.symbol).sort()).toEqual(['ag', 'au', 'pd', 'pt']);
  });

  it('switches a category off: BBAS drops it at once; its words and order show when back; audited', async () => {
    const gold = await categoryOf('au');
    expect(await saveCategory(gold, { enabled: false })).toMatchObject({ code: Code.SUCCESS });
    expect((await baseInfo()).categoryList.map((row: { symbol: string }) => row.symbol)).not.toContain('au');
    expect(await lastAudit()).toMatchObject({
      call: '/api/admin/bbas/categories/update',
      before: { enabled: true },
      after: { enabled: false },
    });

    await saveCategory(gold, { description: '黄金：避险与实际利率的温度计', weigh: 9999 });
    const [first] = (await baseInfo()).categoryList;
    expect(first).toMatchObject({ symbol: 'au', description: '黄金：避险与实际利率的温度计', weigh: 9999 });
    await saveCategory(gold, {});
    expect(await categoryOf('au')).toEqual(gold);
  });

  it('refuses a picture from another site and an unknown category, and changes nothing', async () => {
    const copper = await categoryOf('cu');
    expect(await saveCategory(copper, { image: 'https://evil.example.com/a.png' })).toMatchObject({
      code: Code.FAIL,
      msg: expect.stringContaining('品种图片须为本站图片地址'),
    });
    expect(await saveCategory({ ...copper, id: 99_999 }, {})).toMatchObject({ msg: msg.bbasCategoryUnknown });
    expect(await categoryOf('cu')).toEqual(copper);
  });
});

const note = { symbol: 'rb', title: '螺纹盘前提示', content: '留意枢轴点P的得失。', author: 'vce编辑部' };
const express = async (symbol: string) => (await suite.call('/api/bbas/getExpressList', '', { symbol })).data.list;

describe('BBAS notes in the console', () => {
  it('publishes a note that leads the express at once, corrects it in place, and takes it out', async () => {
    await express('rb'); // the first page is now kept by the server
    const created = await suite.call('/api/admin/bbas/notes/create', suite.tokens.editor, note);
    expect(created).toMatchObject({ code: Code.SUCCESS, data: { ...note, id: expect.any(Number) } });
    const { id, published_at: publishedAt } = created.data;
    expect((await express('rb'))[0]).toMatchObject({ id: `note-${id}`, title: note.title, source: 'vce编辑部' });

    const edited = await suite.call('/api/admin/bbas/notes/update', suite.tokens.editor, {
      ...note,
      id,
      title: '螺纹盘前提示（更正）',
    });
    expect(edited.data).toMatchObject({ title: '螺纹盘前提示（更正）', published_at: publishedAt });
    expect((await express('rb'))[0]).toMatchObject({ id: `note-${id}`, title: '螺纹盘前提示（更正）' });
    expect(await lastAudit()).toMatchObject({
      before: { title: note.title },
      after: { title: '螺纹盘前提示（更正）' },
    });

    expect(await suite.call('/api/admin/bbas/notes/delete', suite.tokens.editor, { id })).toMatchObject({
      code: Code.SUCCESS,
    });
    expect((await express('rb')).map((item: { id: string }) => item.id)).not.toContain(`note-${id}`);
    expect(await suite.call('/api/admin/bbas/notes/delete', suite.tokens.editor, { id })).toMatchObject({
      msg: msg.bbasNoteUnknown,
    });
  });

  it('filters by product and title, newest first, in pages', async () => {
    for (const title of ['铜库存观察一', '铜库存观察二', '铜换月提醒'])
      await suite.call('/api/admin/bbas/notes/create', suite.tokens.editor, { ...note, symbol: 'cu', title });
    const page = await suite.call('/api/admin/bbas/notes', suite.tokens.editor, {
      symbol: 'cu',
      keyword: '库存',
      limit: 1,
    });
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((row: { title: string }) => row.title)).toEqual(['铜库存观察二']);
  });

  it('refuses a product BBAS lacks and empty words, and writes nothing', async () => {
    const before = (await suite.call('/api/admin/bbas/notes', suite.tokens.editor)).data.total;
    expect(
      await suite.call('/api/admin/bbas/notes/create', suite.tokens.editor, { ...note, symbol: 'zz' }),
    ).toMatchObject({
      msg: msg.bbasSymbolUnknown,
    });
    expect(
      await suite.call('/api/admin/bbas/notes/create', suite.tokens.editor, { ...note, content: '  ' }),
    ).toMatchObject({
      msg: expect.stringContaining('请填写内容'),
    });
    expect((await suite.call('/api/admin/bbas/notes', suite.tokens.editor)).data.total).toBe(before);
  });
});

const view = {
  symbol: 'ag',
  broker_name: '示例期货研究所',
  direction: '看空',
  title: '白银短线偏弱（示例）',
  summary: '金银比回升，白银弹性更大，短线偏弱看待。',
  pdf_url: '/reportDetails?id=1',
};
const viewList = async () => (await suite.call('/api/bbas/getViewList', '', { symbol: 'ag' })).data;

describe('BBAS views in the console', () => {
  it('publishes a desk view that the views list and its counts show at once; edits and deletes it', async () => {
    const countsBefore = await viewList(); // the desks' latest views are now kept by the server
    const created = await suite.call('/api/admin/bbas/views/create', suite.tokens.editor, view);
    expect(created).toMatchObject({ code: Code.SUCCESS, data: { ...view, id: expect.any(Number) } });
    const { id } = created.data;
    const listed = await viewList();
    expect(listed.total).toBe(countsBefore.total + 1);
    expect(listed.list[0]).toMatchObject({ id, broker_name: view.broker_name, pdf_url: view.pdf_url });
    expect(listed.kankong).toBe(countsBefore.kankong + 1);

    await suite.call('/api/admin/bbas/views/update', suite.tokens.editor, { ...view, id, direction: '看多' });
    expect((await viewList()).kanduo).toBe(countsBefore.kanduo + 1);
    expect(await suite.call('/api/admin/bbas/views/delete', suite.tokens.editor, { id })).toMatchObject({
      code: Code.SUCCESS,
    });
    expect(await viewList()).toMatchObject({ total: countsBefore.total, kanduo: countsBefore.kanduo });
  });

  it('refuses a link that is neither this site nor https, and an unknown direction', async () => {
    expect(
      await suite.call('/api/admin/bbas/views/create', suite.tokens.editor, {
        ...view,
        pdf_url: 'http://x.example.com/a.pdf',
      }),
    ).toMatchObject({
      msg: expect.stringContaining('报告链接须为本站路径'),
    });
    expect(
      await suite.call('/api/admin/bbas/views/create', suite.tokens.editor, { ...view, direction: '大涨' }),
    ).toMatchObject({
      msg: expect.stringContaining('观点方向须为多、看多、看空或震荡'),
    });
    expect(
      await suite.call('/api/admin/bbas/views/update', suite.tokens.editor, { ...view, id: 99_999 }),
    ).toMatchObject({
      msg: msg.bbasViewUnknown,
    });
  });
});
