import { Code } from '@vce/contract/codes';
import { postDetail, postList, postTextTooLong } from '@vce/contract/community';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../db/schema/community';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';
import { ledgerCheck } from '../../test/money';
import { postLimits } from './post-service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
const publish = (token: string, body: { title: string; content: string }) => call('/api/qi_you/addPost', token, body);
const latest = async (body: object = {}) => postList.data.parse((await call('/api/qi_you/postList', '', body)).data);
const detail = async (token: string, id: number) => call('/api/qi_you/postDetail', token, { id });
const postsIn = async (userId: number) => app.db.select().from(communityPosts).where(eq(communityPosts.userId, userId));

describe('community posts', () => {
  it('publishes a post that everyone reads in the latest feed and on its page, and only its author may delete', async () => {
    const author = await createUser(app);
    const reader = await createUser(app);
    const content = '<p>螺纹<strong>放量</strong>跌破 3500 &amp; 持仓减少</p><ul><li>止损设在前高</li></ul>';
    const published = await publish(author.token, { title: '  螺纹钢夜盘复盘  ', content });
    expect(published).toMatchObject({ code: Code.SUCCESS });
    const id = published.data.id as number;

    const feed = await latest();
    expect(feed.list[0]).toMatchObject({
      id,
      title: '螺纹钢夜盘复盘',
      excerpt: '螺纹放量跌破 3500 & 持仓减少 止损设在前高',
      author: { id: author.user.id, nickname: author.user.nickname },
    });
    const asReader = postDetail.data.parse((await detail(reader.token, id)).data);
    expect(asReader).toMatchObject({ title: '螺纹钢夜盘复盘', content, is_mine: false });
    expect((await detail('', id)).data.is_mine).toBe(false);
    expect((await detail(author.token, id)).data.is_mine).toBe(true);

    // Another user's id is refused and changes nothing.
    expect(await call('/api/qi_you/deletePost', reader.token, { id })).toMatchObject({ code: 0, msg: msg.postUnknown });
    expect((await detail('', id)).code).toBe(Code.SUCCESS);

    expect(await call('/api/qi_you/deletePost', author.token, { id })).toMatchObject({ code: Code.SUCCESS });
    expect((await latest()).list.map((row) => row.id)).not.toContain(id);
    expect(await detail(author.token, id)).toMatchObject({ code: 0, msg: msg.postUnknown });
    expect((await call('/api/qi_you/myPostList', author.token)).data).toEqual({ list: [], total: 0 });
    expect(await call('/api/qi_you/deletePost', author.token, { id })).toMatchObject({ code: 0, msg: msg.postUnknown });
  });

  it("lists a user's own posts to them alone, newest first, by page", async () => {
    const author = await createUser(app);
    const other = await createUser(app);
    const old = new Date(Date.now() - 3_600_000);
    await app.db.insert(communityPosts).values(
      ['一', '二', '三'].map((n, i) => ({
        userId: author.user.id,
        title: `第${n}篇`,
        content: `<p>${n}</p>`,
        excerpt: n,
        createdAt: new Date(old.getTime() + i * 1000),
      })),
    );
    const page = (await call('/api/qi_you/myPostList', author.token, { page: 1, limit: 2 })).data;
    expect(page.total).toBe(3);
    expect(page.list.map((row: { title: string }) => row.title)).toEqual(['第三篇', '第二篇']);
    expect((await call('/api/qi_you/myPostList', other.token)).data).toEqual({ list: [], total: 0 });
    expect((await call('/api/qi_you/myPostList', '')).code).toBe(Code.NEED_LOGIN);
    expect((await publish('', { title: '游客', content: '<p>游客发帖</p>' })).code).toBe(Code.NEED_LOGIN);
  });

  it('makes the daily task 期友社区发帖 done, its V粒 claimed once', async () => {
    const { user, token } = await createUser(app);
    const taskOf = async () =>
      (await call('/api/task/taskList', token)).data.list.find(
        (task: { code: string }) => task.code === 'community_post',
      );
    expect(await taskOf()).toMatchObject({ title: '期友社区发帖', done: false, points: 5 });
    expect((await publish(token, { title: '黄金突破', content: '<p>金价站上年线</p>' })).code).toBe(Code.SUCCESS);
    const task = await taskOf();
    expect(task).toMatchObject({ done: true, received: false });
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => call('/api/task/receive', token, { task_id: task.id })),
    );
    expect(claims.filter((claim) => claim.code === Code.SUCCESS)).toHaveLength(1);
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 5, sum: 5, last: 5 });
  });

  it('keeps only the allowed formatting: an XSS corpus comes back inert', async () => {
    const corpus = [
      '<p>看多<script>alert(1)</script></p>',
      '<p><img src=x onerror=alert(1)>看多</p>',
      '<p><a href="javascript:alert(1)">看多</a></p>',
      '<p><a href="JaVaScRiPt&colon;alert(1)">看多</a></p>',
      '<svg onload=alert(1)><p>看多</p></svg>',
      '<p style="background:url(javascript:alert(1));width:expression(alert(1))">看多</p>',
      '<iframe src="https://evil.example"></iframe><p>看多</p>',
      '<p onclick="alert(1)">看多',
      '<<p>看多</p><style>p{color:red}</style>',
      '<p><a href="//evil.example">看多</a></p>',
    ];
    for (const [index, content] of corpus.entries()) {
      const { token } = await createUser(app);
      const answer = await publish(token, { title: `样本${index}`, content });
      expect(answer.code, content).toBe(Code.SUCCESS);
      const html = (await detail(token, answer.data.id)).data.content as string;
      expect(html, content).toContain('看多');
      expect(html, content).not.toMatch(
        /<script|<img|<svg|<iframe|<style|javascript|expression|\son\w+=|style=|\/\/evil/i,
      );
    }
    for (const href of ['/my/setup', '#x', 'evil.example', 'mailto:a@b.c']) {
      const { token } = await createUser(app);
      const answer = await publish(token, { title: '站内链接', content: `<p><a href="${href}">看多</a></p>` });
      expect((await detail(token, answer.data.id)).data.content, href).toBe('<p><a>看多</a></p>');
    }
    const { token } = await createUser(app);
    const link = await publish(token, {
      title: '链接',
      content: '<p><a href="https://www.shfe.com.cn">上期所</a></p>',
    });
    expect((await detail(token, link.data.id)).data.content).toBe(
      '<p><a href="https://www.shfe.com.cn" target="_blank" rel="noopener noreferrer nofollow ugc">上期所</a></p>',
    );
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const { user, token } = await createUser(app);
    const cases: [object, string][] = [
      [{ title: '', content: '<p>正文</p>' }, msg.postTitleEmpty],
      [{ title: '   ', content: '<p>正文</p>' }, msg.postTitleEmpty],
      [{ title: '长'.repeat(51), content: '<p>正文</p>' }, msg.postTitleTooLong.replace('{max}', '50')],
      [{ title: '标题', content: '' }, msg.postContentEmpty],
      [{ title: '标题', content: '<p>  </p><script>x</script>' }, msg.postContentEmpty],
      [{ title: '标题', content: `<p>${'字'.repeat(5001)}</p>` }, postTextTooLong],
      [{ title: '标题', content: `<p>${'<b>x</b>'.repeat(8_000)}</p>` }, msg.postHtmlTooLong],
      [{ title: '标\u0000题', content: '<p>正文</p>' }, msg.postTextInvalid],
      [{ title: '标题', content: '<p>正\u0000文</p>' }, msg.postTextInvalid],
      [{ title: 3, content: { html: 1 } }, msg.postTitleEmpty],
      [{ content: '<p>正文</p>' }, msg.postTitleEmpty],
    ];
    for (const [body, message] of cases) {
      const res = await post(app, '/api/qi_you/addPost', body, { token });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 0, msg: message });
    }
    for (const id of ['x', 0, 3_000_000_000, '1e12']) {
      expect(await call('/api/qi_you/postDetail', token, { id }), String(id)).toMatchObject({
        code: 0,
        msg: '帖子编号格式不正确',
      });
      expect(await call('/api/qi_you/deletePost', token, { id }), String(id)).toMatchObject({ code: 0 });
    }
    expect(await call('/api/qi_you/postList', '', { type: 'cold' })).toMatchObject({ code: 0, msg: '请选择帖子列表' });
    expect(await call('/api/qi_you/postList', '', { page: 0 })).toMatchObject({ code: 0 });
    expect(await postsIn(user.id)).toEqual([]);
  });

  it('lets an author post once per interval and so many a day, however many posts arrive at once', async () => {
    const { user, token } = await createUser(app, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => publish(token, { title: `并发${i}`, content: '<p>同时发出</p>' })),
    );
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.code !== Code.SUCCESS))
      expect(answer.msg).toMatch(/^发帖太频繁，请\d+秒后再试$/);
    expect(await postsIn(user.id)).toHaveLength(1);

    // A day's posts, the newest long enough ago: the next one is over the day's limit.
    const day = new Date(`${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+08:00`);
    const earlier = new Date(Math.max(day.getTime() + 1000, Date.now() - 120_000));
    await app.db.update(communityPosts).set({ createdAt: earlier }).where(eq(communityPosts.userId, user.id));
    await app.db.insert(communityPosts).values(
      Array.from({ length: postLimits.regular.perDay - 1 }, (_, i) => ({
        userId: user.id,
        title: `第${i}篇`,
        content: '<p>今天</p>',
        excerpt: '今天',
        createdAt: earlier,
      })),
    );
    const overTheDay = { code: 0, msg: msg.postDailyLimit.replace('{max}', String(postLimits.regular.perDay)) };
    expect(await publish(token, { title: '再来一篇', content: '<p>超出</p>' })).toMatchObject(overTheDay);
    // Deleting posts does not give the day's posts back.
    await app.db.update(communityPosts).set({ deletedAt: new Date() }).where(eq(communityPosts.userId, user.id));
    expect(await publish(token, { title: '删了再发', content: '<p>超出</p>' })).toMatchObject(overTheDay);
    expect(await postsIn(user.id)).toHaveLength(postLimits.regular.perDay);
  });

  it("holds a new account to its first day's posts, and refuses banned words however they are spaced", async () => {
    const { user, token } = await createUser(app);
    const { perDay } = postLimits.newAccount;
    await app.db.insert(communityPosts).values(
      Array.from({ length: perDay }, (_, i) => ({
        userId: user.id,
        title: `新人第${i}篇`,
        content: '<p>你好</p>',
        excerpt: '你好',
        createdAt: new Date(Date.now() - 600_000),
      })),
    );
    expect(await publish(token, { title: '再来', content: '<p>一篇</p>' })).toMatchObject({
      code: 0,
      msg: msg.postDailyLimit.replace('{max}', String(perDay)),
    });
    const veteran = await createUser(app, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
    expect(await publish(veteran.token, { title: '带单', content: '<p>保 本 保 息，私聊领取</p>' })).toMatchObject({
      code: 0,
      msg: msg.bannedWords,
    });
    expect(await postsIn(veteran.user.id)).toEqual([]);
  });
});
