import { Code } from '@vce/contract/codes';
import type { SearchGroup } from '@vce/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, createUser, createVeteran, type TestApp } from '../../test/harness';
import { writeDocuments } from './search-index';
import { RANKED_MAX } from './search-store';

let app: TestApp;
let call: ReturnType<typeof callAs>;
beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
});
afterAll(() => app.close());

type Answer = { keyword: string; terms: string[]; groups: SearchGroup[] };
const search = async (keyword: string, extra: object = {}, token = '') => {
  const answer = await call('/api/search/query', token, { keyword, ...extra });
  expect(answer.code, keyword).toBe(Code.SUCCESS);
  return answer.data as Answer;
};
const postTitles = async (keyword: string) =>
  (await search(keyword, { scope: 'post', limit: 50 })).groups[0]?.hits.map((hit) => hit.title) ?? [];

describe('search', () => {
  it('finds a new post within 2 s, an edited one by its new words only, and a deleted or hidden one no more', async () => {
    const author = await createVeteran(app);
    const word = `鹦鹉螺${Date.now() % 100_000}`;
    const title = `苹果期货 ${word} 观察`;
    const topic = `苹果季${Date.now() % 100_000}`;
    const added = await call('/api/qi_you/addPost', author.token, {
      title,
      content: `<p>红富士库存偏低，关注开秤价 #${topic}#</p>`,
    });
    expect(added.code).toBe(Code.SUCCESS);
    await expect.poll(() => postTitles(word), { timeout: 2_000, interval: 100 }).toEqual([title]);
    // The topic it made is findable with it.
    const topics = await search(topic, { scope: 'topic' });
    expect(topics.groups[0]?.hits.map((hit) => hit.title)).toEqual([`#${topic}#`]);
    expect(await postTitles('开秤价')).toContain(title);

    const edited = await call('/api/qi_you/editPost', author.token, {
      id: added.data.id,
      title,
      content: '<p>改为关注冷库出库速度</p>',
    });
    expect(edited.code).toBe(Code.SUCCESS);
    await expect.poll(() => postTitles('出库速度'), { timeout: 2_000, interval: 100 }).toContain(title);
    expect(await postTitles('开秤价')).not.toContain(title);

    expect((await call('/api/qi_you/deletePost', author.token, { id: added.data.id })).code).toBe(Code.SUCCESS);
    // Gone with the deleting transaction, not a moment later.
    expect(await postTitles(word)).toEqual([]);

    // Hidden by readers' reports: gone as it is hidden.
    const secondAuthor = await createVeteran(app);
    const other = await call('/api/qi_you/addPost', secondAuthor.token, {
      title: `${word}第二帖`,
      content: '<p>测试</p>',
    });
    expect(other.code).toBe(Code.SUCCESS);
    await expect.poll(() => postTitles(`${word}第二帖`), { timeout: 2_000, interval: 100 }).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      const reader = await createUser(app);
      await call('/api/qi_you/report', reader.token, { type: 'post', id: other.data.id, reason: 'spam' });
    }
    expect(await postTitles(`${word}第二帖`)).toEqual([]);
  });

  it('groups hits by kind, pages one kind, and keeps the community’s search to its own kinds', async () => {
    const all = await search('螺纹', { limit: 2 });
    expect(all.groups.map((group) => group.kind)).toEqual(
      expect.arrayContaining(['product', 'course', 'lesson', 'post', 'report']),
    );
    expect(all.groups[0]?.kind).toBe('product');
    expect(all.groups.every((group) => group.hits.length <= 2 && group.total >= group.hits.length)).toBe(true);
    expect(all.terms).toContain('螺纹');

    const lessons = all.groups.find((group) => group.kind === 'lesson')!;
    expect(lessons.total).toBeGreaterThan(2);
    const first = await search('螺纹', { scope: 'lesson', limit: 2, page: 1 });
    const second = await search('螺纹', { scope: 'lesson', limit: 2, page: 2 });
    expect(first.groups.map((group) => group.kind)).toEqual(['lesson']);
    expect(first.groups[0]!.hits.map((hit) => hit.id)).toEqual(lessons.hits.map((hit) => hit.id));
    const ids = [...first.groups[0]!.hits, ...(second.groups[0]?.hits ?? [])].map((hit) => hit.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(4, lessons.total));

    // No post has both words: either will do; one that has both is all a query gets.
    const either = await search('冷修 疏港量', { scope: 'post', limit: 10 });
    expect(either.groups[0]?.hits.map((hit) => hit.title)).toEqual(
      expect.arrayContaining([expect.stringContaining('纯碱和玻璃'), expect.stringContaining('港口铁矿石')]),
    );
    expect((await search('纯碱 冷修', { scope: 'post' })).groups[0]?.total).toBe(1);

    const community = await search('螺纹', { scope: 'community' });
    expect(community.groups.every((group) => ['post', 'topic', 'member', 'product'].includes(group.kind))).toBe(true);
    expect(community.groups.some((group) => group.kind === 'post')).toBe(true);
    // A product opens its board in the community, its BBAS page elsewhere.
    expect(community.groups.find((group) => group.kind === 'product')?.hits[0]?.link).toBe(
      '/qiyouCommunityV2/board?symbol=rb',
    );
    expect(all.groups[0]?.hits[0]?.link).toBe('/bbasV3/details?symbol=rb');
  });

  it('answers odd input at once with nothing or something sensible, never an error', async () => {
    for (const keyword of [
      '',
      '   ',
      '!!!???',
      '%',
      '_',
      "'; drop table users; --",
      '.*[(',
      'a:* & !b',
      '😀🚀',
      '螺纹rb2705混合Ｍａ',
      '\\\\',
      '铜'.repeat(199),
    ]) {
      const started = performance.now();
      const answer = await call('/api/search/query', '', { keyword });
      expect(answer.code, keyword).toBe(Code.SUCCESS);
      expect(performance.now() - started, keyword).toBeLessThan(2_000);
    }
    expect((await search('%')).groups).toEqual([]);
    expect((await call('/api/search/query', '', { keyword: '铜'.repeat(201) })).code).toBe(0);
    expect((await search('螺纹rb2705')).groups.length).toBeGreaterThan(0);
  });

  it('suggests products first, then titles, as one types', async () => {
    const started = performance.now();
    const answer = await call('/api/search/suggest', '', { keyword: 'lw' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(answer.data.list[0]).toMatchObject({ kind: 'product', text: '螺纹钢', link: '/bbasV3/details?symbol=rb' });
    const titles = (await call('/api/search/suggest', '', { keyword: '止损' })).data.list;
    expect(titles[0]).toMatchObject({
      kind: expect.not.stringMatching('product'),
      text: expect.stringContaining('止损'),
    });
    expect((await call('/api/search/suggest', '', { keyword: '' })).data.list).toEqual([]);
  });

  it('keeps a signed-in user’s recent searches, newest first, theirs only, until cleared', async () => {
    const trader = await createUser(app);
    const other = await createUser(app);
    await search('螺纹', {}, trader.token);
    await search('黄金', {}, trader.token);
    await search('螺纹', {}, trader.token);
    await search('原油', {}, other.token);
    expect((await call('/api/search/history', trader.token, {})).data.list).toEqual(['螺纹', '黄金']);
    expect((await call('/api/search/history', other.token, {})).data.list).toEqual(['原油']);
    expect((await call('/api/search/history', '', {})).code).toBe(Code.NEED_LOGIN);
    expect((await call('/api/search/clearHistory', trader.token, {})).code).toBe(Code.SUCCESS);
    expect((await call('/api/search/history', trader.token, {})).data.list).toEqual([]);
    expect((await call('/api/search/history', other.token, {})).data.list).toEqual(['原油']);
  });

  it('counts every match, and pages only through the newest 1,000 it ranks', async () => {
    const word = `zqmark${Date.now() % 1_000_000}`;
    const start = Date.UTC(2026, 0, 1);
    await writeDocuments(
      app.db,
      'post',
      Array.from({ length: RANKED_MAX + 5 }, (_, index) => ({
        refId: 9_000_000 + index,
        title: `${word} 第${index}帖`,
        body: '',
        link: `/qiyouCommunityV2/infoDetails?id=${9_000_000 + index}`,
        publishedAt: new Date(start + index * 60_000),
      })),
    );
    const first = (await search(word, { scope: 'post', limit: 50 })).groups[0];
    expect(first).toMatchObject({ total: RANKED_MAX + 5, ranked: RANKED_MAX });
    // The pager's last page is full; the five oldest matches are counted but not ranked.
    const last = (await search(word, { scope: 'post', limit: 50, page: RANKED_MAX / 50 })).groups[0];
    expect(last?.hits).toHaveLength(50);
    expect(last?.hits.map((hit) => hit.id)).not.toContain(9_000_000 + 4);
  });
});
