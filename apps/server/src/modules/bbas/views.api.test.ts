import { BbasViewPoint, bbasExplainInfo, bbasViewList } from '@vce/contract/bbas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const answer = async (path: string, body: Record<string, unknown>) => {
  const res = await post(app, path, body);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('/api/bbas/getExplainInfo', () => {
  it('explains the product from its data and tells the desks’ consensus', async () => {
    const res = await answer('/api/bbas/getExplainInfo', { symbol: 'rb' });
    expect(res.code).toBe(1);
    const info = bbasExplainInfo.data.parse(res.data);
    expect(Object.keys(res.data).sort()).toEqual(
      [
        'content',
        'is_explain',
        'duo',
        'kanduo',
        'kankong',
        'zhendang',
        'direction',
        'pdf_url',
        'broker_name',
        'title',
        'view_point_json',
      ].sort(),
    );
    expect(info.is_explain).toBe(1);
    expect(info.content).toMatch(/^螺纹钢主力合约rb\d{4}最新价/);
    expect(info.content).toContain('枢轴体系方面');
    // Seeded: four desks, one of which changed its mind; only each desk's latest view counts.
    expect(info).toMatchObject({ duo: 1, kanduo: 2, kankong: 0, zhendang: 1, direction: '看多' });
    expect(info).toMatchObject({
      broker_name: 'vce研究（示例）',
      title: '螺纹钢：支撑有效，震荡偏多看待',
      pdf_url: '',
    });
    const views = z.array(BbasViewPoint).parse(JSON.parse(info.view_point_json));
    expect(views).toHaveLength(4);
    expect(views.map((view) => view.published_at)).toEqual(
      views.map((view) => view.published_at).sort((a, b) => b - a),
    );
    expect(new Set(views.map((view) => view.broker_name)).size).toBe(4);
  });

  it('counts a side that outnumbers the others as the consensus', async () => {
    const info = bbasExplainInfo.data.parse((await answer('/api/bbas/getExplainInfo', { symbol: 'SA' })).data);
    expect(info).toMatchObject({ kankong: 3, zhendang: 1, direction: '看空' });
  });

  it('answers empty view fields for a product no desk covers', async () => {
    const info = bbasExplainInfo.data.parse((await answer('/api/bbas/getExplainInfo', { symbol: 'lh' })).data);
    expect(info).toMatchObject({ duo: 0, kanduo: 0, kankong: 0, zhendang: 0, direction: '', title: '' });
    expect(info.view_point_json).toBe('[]');
    expect(info.content).toContain('暂无机构观点');
  });

  it('takes a form-encoded body', async () => {
    const res = await post(app, '/api/bbas/getExplainInfo', { symbol: 'au' }, { form: true });
    expect(res.json()).toMatchObject({ code: 1, data: { broker_name: 'vce研究（示例）' } });
  });
});

describe('/api/bbas/getViewList', () => {
  it('pages through every view, newest first, with the counts of the latest ones', async () => {
    const first = bbasViewList.data.parse((await answer('/api/bbas/getViewList', { symbol: 'rb', limit: 3 })).data);
    expect(first).toMatchObject({ total: 5, duo: 1, kanduo: 2, zhendang: 1, direction: '看多' });
    expect(first.list).toHaveLength(3);
    const second = bbasViewList.data.parse(
      (await answer('/api/bbas/getViewList', { symbol: 'rb', limit: 3, page: 2 })).data,
    );
    const all = [...first.list, ...second.list];
    expect(all).toHaveLength(5);
    expect(all.map((view) => view.published_at)).toEqual(all.map((view) => view.published_at).sort((a, b) => b - a));
    // The superseded view is listed, though it no longer counts.
    expect(all.at(-1)).toMatchObject({ broker_name: 'vce研究（示例）', direction: '看空' });
    expect(all.every((view) => /（示例）|（演示）/.test(view.broker_name) && view.summary.includes('演示数据'))).toBe(
      true,
    );
  });

  it('answers an empty page past the end', async () => {
    const page = bbasViewList.data.parse((await answer('/api/bbas/getViewList', { symbol: 'rb', page: 9 })).data);
    expect(page).toMatchObject({ total: 5, list: [] });
  });
});

describe('bad input to the views calls', () => {
  it.each([
    ['/api/bbas/getExplainInfo', {}, '品种不能为空'],
    ['/api/bbas/getExplainInfo', { symbol: '' }, '品种不能为空'],
    ['/api/bbas/getExplainInfo', { symbol: 'abcdefghij' }, '品种不能超过8个字符'],
    ['/api/bbas/getExplainInfo', { symbol: 'zz' }, '没有这个品种'],
    ['/api/bbas/getViewList', { symbol: 'zz' }, '没有这个品种'],
    ['/api/bbas/getViewList', { symbol: 'rb', page: 0 }, '页码不能小于1'],
    ['/api/bbas/getViewList', { symbol: 'rb', page: 'x' }, '页码格式不正确'],
    ['/api/bbas/getViewList', { symbol: 'rb', limit: 51 }, '每页条数不能大于50'],
  ])('%s %j answers code 0: %s', async (path, body, message) => {
    expect(await answer(path, body)).toMatchObject({ code: 0, msg: message });
  });
});
