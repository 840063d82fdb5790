import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { notices } from '../../db/schema/notices';
import { consoleTestApp, createStaff } from '../../test/admin';
import { createVeteran } from '../../test/harness';

const suite = consoleTestApp(['moderator']);

type Made = Awaited<ReturnType<typeof createVeteran>>;
/** A word no other post holds, so search finds only the test's post. */
const word = () => `蜻蜓琥珀${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

async function publish(author: Made, title: string) {
  const added = await suite.call('/api/qi_you/addPost', author.token, { title, content: `<p>${title}，仅供交流</p>` });
  expect(added.code).toBe(Code.SUCCESS);
  return added.data.id as number;
}
const reportBy = async (readers: Made[], body: object) => {
  for (const reader of readers)
    expect(await suite.call('/api/qi_you/report', reader.token, { reason: 'scam', ...body })).toMatchObject({
      code: Code.SUCCESS,
    });
};
const queue = async (body: object = {}) =>
  (await suite.call('/api/admin/reports/list', suite.tokens.moderator, body)).data;
const rowOf = async (type: string, id: number, status = 'pending') =>
  (await queue({ status, type, limit: 100 })).list.find((row: { id: number }) => row.id === id);
const handle = (body: object, token = suite.tokens.moderator) => suite.call('/api/admin/reports/handle', token, body);
const postTitles = async (keyword: string) =>
  ((await suite.call('/api/search/query', '', { keyword, scope: 'post', limit: 50 })).data.groups[0]?.hits ?? []).map(
    (hit: { title: string }) => hit.title,
  );
const latestTitles = async () =>
  (await suite.call('/api/qi_you/postList', '', { limit: 50 })).data.list.map((post: { title: string }) => post.title);
const noticesOf = async (userId: number) =>
  (await suite.app.db.select().from(notices).where(eq(notices.userId, userId)).orderBy(desc(notices.id))).map(
    (row) => (row.content as { content: string }).content,
  );

describe('the moderation queue', () => {
  it('lists a reported post with its reports; hiding it takes it out of the feed and search at once, tells its author and writes the audit log', async () => {
    const [author, first, second] = await Promise.all([
      createVeteran(suite.app),
      createVeteran(suite.app),
      createVeteran(suite.app),
    ]);
    const title = `${word()} 带你翻倍`;
    const postId = await publish(author, title);
    await expect.poll(() => postTitles(title.split(' ')[0]!), { timeout: 2_000, interval: 100 }).toEqual([title]);
    await reportBy([first], { type: 'post', id: postId, note: '拉人进群收费' });
    await reportBy([second], { type: 'post', id: postId, reason: 'spam' });

    expect(await rowOf('post', postId)).toEqual({
      type: 'post',
      id: postId,
      post_id: postId,
      post_title: title,
      excerpt: `${title}，仅供交流`,
      author: { id: author.user.id, nickname: author.user.nickname },
      reporters: 2,
      reasons: expect.arrayContaining([
        { reason: 'scam', count: 1 },
        { reason: 'spam', count: 1 },
      ]),
      notes: ['拉人进群收费'],
      reported_at: expect.any(Number),
      state: 'live',
      hidden_by: '',
      decision: 'pending',
    });

    const hidden = await handle({ type: 'post', id: postId, decision: 'hide' });
    expect(hidden).toMatchObject({
      code: Code.SUCCESS,
      data: { state: 'hidden', hidden_by: 'moderator', decision: 'upheld' },
    });
    expect(await postTitles(title.split(' ')[0]!)).toEqual([]);
    expect(await latestTitles()).not.toContain(title);
    expect((await suite.call('/api/qi_you/postDetail', '', { id: postId })).code).toBe(Code.FAIL);
    expect(await rowOf('post', postId)).toBeUndefined();
    expect(await rowOf('post', postId, 'handled')).toMatchObject({ decision: 'upheld', state: 'hidden' });
    await expect
      .poll(() => noticesOf(author.user.id))
      .toContainEqual(expect.stringContaining('经管理员审核违反社区规范，已被隐藏'));
    // Both readers hear what came of their reports.
    for (const reader of [first, second])
      await expect
        .poll(() => noticesOf(reader.user.id))
        .toContainEqual(`你举报的帖子《${title}》经管理员审核违反社区规范，已被隐藏。感谢你帮助维护社区秩序。`);
    const [audit] = await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(audit).toMatchObject({
      call: '/api/admin/reports/handle',
      role: 'moderator',
      target: `post:${postId}`,
      before: { state: 'live', hidden_by: '', decision: 'pending' },
      after: { state: 'hidden', hidden_by: 'moderator', decision: 'upheld' },
    });
  });

  it("keeping a post readers' reports hid shows it again in the feed and search, and its author hears the outcome", async () => {
    const [author, ...readers] = await Promise.all([
      createVeteran(suite.app),
      createVeteran(suite.app),
      createVeteran(suite.app),
      createVeteran(suite.app),
    ]);
    const title = `${word()} 库存拐点`;
    const postId = await publish(author, title);
    await reportBy(readers, { type: 'post', id: postId });
    expect(await rowOf('post', postId)).toMatchObject({ state: 'hidden', hidden_by: 'reports', reporters: 3 });
    expect(await latestTitles()).not.toContain(title);

    expect(await handle({ type: 'post', id: postId, decision: 'keep' })).toMatchObject({
      code: Code.SUCCESS,
      data: { state: 'live', hidden_by: '', decision: 'dismissed' },
    });
    expect(await latestTitles()).toContain(title);
    await expect.poll(() => postTitles(title.split(' ')[0]!), { timeout: 2_000, interval: 100 }).toEqual([title]);
    await expect.poll(() => noticesOf(author.user.id)).toContainEqual(expect.stringContaining('已恢复显示'));
    const reportResults = async () =>
      (await noticesOf(readers[0]!.user.id)).filter((notice) => notice.startsWith('你举报的'));
    await expect
      .poll(reportResults)
      .toEqual([`你举报的帖子《${title}》经管理员审核未发现违规，将继续显示。感谢你的反馈。`]);
    // Changed back: hidden by the moderator now; the readers were told once, when their reports waited.
    expect((await handle({ type: 'post', id: postId, decision: 'hide' })).data).toMatchObject({ state: 'hidden' });
    expect(await latestTitles()).not.toContain(title);
    await expect.poll(() => noticesOf(author.user.id)).toContainEqual(expect.stringContaining('已被隐藏'));
    expect(await reportResults()).toHaveLength(1);
  });

  it('restores a comment thread with the replies hidden with it, and counts them on the post again', async () => {
    const [[author, commenter, replier], readers] = await Promise.all([
      Promise.all([createVeteran(suite.app), createVeteran(suite.app), createVeteran(suite.app)]),
      Promise.all([createVeteran(suite.app), createVeteran(suite.app), createVeteran(suite.app)]),
    ]);
    const postId = await publish(author, `${word()} 评论区`);
    const head = await suite.call('/api/qi_you/addComment', commenter.token, {
      post_id: postId,
      content: '这里可以加仓',
    });
    const reply = await suite.call('/api/qi_you/addComment', replier.token, {
      post_id: postId,
      content: '同意',
      parent_id: head.data.id,
    });
    expect(reply.code).toBe(Code.SUCCESS);
    const commentCount = async () =>
      (await suite.call('/api/qi_you/postDetail', '', { id: postId })).data.comment_count;
    expect(await commentCount()).toBe(2);
    await reportBy(readers, { type: 'comment', id: head.data.id });
    expect(await commentCount()).toBe(0);
    expect(await rowOf('comment', head.data.id)).toMatchObject({ excerpt: '这里可以加仓', state: 'hidden' });

    expect((await handle({ type: 'comment', id: head.data.id, decision: 'keep' })).data).toMatchObject({
      state: 'live',
    });
    expect(await commentCount()).toBe(2);
    const threads = (await suite.call('/api/qi_you/commentList', '', { post_id: postId })).data.list;
    expect(
      threads.map((thread: { replies: { content: string }[] }) => thread.replies.map((row) => row.content)),
    ).toEqual([['同意']]);
  });

  it('refuses a target nobody reported, an unknown one and a role without moderation, changing nothing', async () => {
    const author = await createVeteran(suite.app);
    const postId = await publish(author, `${word()} 无人举报`);
    expect(await handle({ type: 'post', id: postId, decision: 'hide' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.reportNone,
    });
    expect(await handle({ type: 'comment', id: 99_999_999, decision: 'hide' })).toMatchObject({
      msg: msg.commentUnknown,
    });
    expect(await handle({ type: 'post', id: postId, decision: 'delete' })).toMatchObject({ msg: '请选择隐藏或保留' });
    const finance = (await createStaff(suite.app, ['finance'])).token;
    expect(await suite.call('/api/admin/reports/list', finance)).toMatchObject({ msg: msg.adminForbidden });
    expect(await latestTitles()).toContainEqual(expect.stringContaining('无人举报'));
  });
});

describe('banned words', () => {
  const add = (word: string) => suite.call('/api/admin/bannedWords/add', suite.tokens.moderator, { word });
  const remove = (word: string) => suite.call('/api/admin/bannedWords/remove', suite.tokens.moderator, { word });

  it('refuses posts, comments and chat with a moderator word however it is spaced, from the next one on, until it is removed', async () => {
    const author = await createVeteran(suite.app);
    expect(await add(' 喊单 群 ')).toMatchObject({
      code: Code.SUCCESS,
      data: { words: expect.arrayContaining(['喊单群']) },
    });
    const refused = await suite.call('/api/qi_you/addPost', author.token, {
      title: '进我的 喊-单-群',
      content: '<p>每天有票</p>',
    });
    expect(refused).toMatchObject({ code: Code.FAIL, msg: msg.bannedWords });
    const postId = await publish(author, `${word()} 正常讨论`);
    expect(
      await suite.call('/api/qi_you/addComment', author.token, { post_id: postId, content: '喊单 群见' }),
    ).toMatchObject({
      msg: msg.bannedWords,
    });
    expect((await suite.call('/api/admin/bannedWords/list', suite.tokens.moderator)).data).toMatchObject({
      builtin: expect.arrayContaining(['稳赚不赔']),
      words: expect.arrayContaining(['喊单群']),
    });

    expect(await remove('喊单群')).toMatchObject({ code: Code.SUCCESS });
    // Another author's (the first has just posted: the posting interval would refuse it).
    const next = await createVeteran(suite.app);
    expect(
      (await suite.call('/api/qi_you/addPost', next.token, { title: '喊单群的危害', content: '<p>远离</p>' })).code,
    ).toBe(Code.SUCCESS);
  });

  it.each([
    ['a word already listed', '重复词语', msg.bannedWordExists],
    ['a builtin word', '稳 赚 不 赔', msg.bannedWordBuiltin],
    ['a word of one character after folding', '赌 !', msg.bannedWordTooShort],
    ['a blank word', '  ', '违禁词至少2个字'],
  ])('refuses %s with a message', async (_case, word, message) => {
    if (message === msg.bannedWordExists) expect((await add(word)).code).toBe(Code.SUCCESS);
    expect(await add(word)).toMatchObject({ code: Code.FAIL, msg: message });
    expect(await remove('从未添加')).toMatchObject({ code: Code.FAIL, msg: msg.bannedWordUnknown });
  });

  it('keeps every word of moderators adding at once', async () => {
    const words = Array.from({ length: 6 }, (_, index) => `同时添加${index}号`);
    const answers = await Promise.all(words.map(add));
    expect(answers.every((answer) => answer.code === Code.SUCCESS)).toBe(true);
    expect((await suite.call('/api/admin/bannedWords/list', suite.tokens.moderator)).data.words).toEqual(
      expect.arrayContaining(words),
    );
  });
});
