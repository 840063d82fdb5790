import { Code } from '@vce/contract/codes';
import { commentList, COMMENT_TEXT_MAX, commentReplies, INLINE_REPLIES } from '@vce/contract/community-comments';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../db/schema/community';
import { communityComments } from '../../db/schema/community-comments';
import { notices } from '../../db/schema/notices';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';
import { commentLimits } from './comment-service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
/** An account past its first day: the regular limits hold for it. */
const regular = () => createUser(app, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
const comment = (token: string, body: object) => call('/api/qi_you/addComment', token, body);
const threads = async (postId: number, token = '') =>
  commentList.data.parse((await call('/api/qi_you/commentList', token, { post_id: postId, limit: 50 })).data);
const unread = async (token: string) => (await call('/api/notice/unreadCount', token)).data.count as number;
const noticesOf = (userId: number) => app.db.select().from(notices).where(eq(notices.userId, userId));
/** Lets a user write again at once: their comments so far moved past the interval. */
const waitOut = (userId: number) =>
  app.db
    .update(communityComments)
    .set({ createdAt: new Date(Date.now() - 60_000) })
    .where(eq(communityComments.userId, userId));

async function newPost(author: { user: { id: number } }, title = '螺纹夜盘放量') {
  const [row] = await app.db
    .insert(communityPosts)
    .values({ userId: author.user.id, title, content: '<p>正文</p>', excerpt: '正文' })
    .returning();
  return row!.id;
}

describe('comments', () => {
  it('threads comments two levels deep, counts them, and tells the post author, the answered and the @named once', async () => {
    const [a, b, c] = await Promise.all([regular(), regular(), regular()]);
    const postId = await newPost(a);

    const first = await comment(b.token, {
      post_id: postId,
      content: `@${a.user.nickname} 3500 这个位置支撑很强，你怎么看？`,
      mention_ids: [a.user.id],
    });
    expect(first).toMatchObject({
      code: Code.SUCCESS,
      data: { parent_id: 0, mentions: [{ id: a.user.id, nickname: a.user.nickname }], is_mine: true, reply_to: null },
    });
    const headId = first.data.id as number;
    const reply = await comment(c.token, { post_id: postId, content: '同意，量能在放大', parent_id: headId });
    expect(reply).toMatchObject({ code: Code.SUCCESS, data: { parent_id: headId, reply_to: null } });
    await waitOut(b.user.id);
    const answer = await comment(b.token, { post_id: postId, content: '那就等回踩', parent_id: reply.data.id });
    // A reply to a reply joins the thread and names whom it answers.
    expect(answer.data).toMatchObject({ parent_id: headId, reply_to: { id: c.user.id, nickname: c.user.nickname } });

    const list = await threads(postId, a.token);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: headId, reply_count: 2, is_mine: false });
    expect(list.list[0]!.replies.map((row) => row.content)).toEqual(['同意，量能在放大', '那就等回踩']);
    expect((await call('/api/qi_you/postDetail', '', { id: postId })).data.comment_count).toBe(3);

    // A: mentioned by B, then told of two replies on the post; B: told C answered; C: told B answered.
    expect(await unread(a.token)).toBe(3);
    expect(await unread(b.token)).toBe(1);
    expect(await unread(c.token)).toBe(1);
    const toA = (await noticesOf(a.user.id)).map((row) => [row.type, row.content.content]);
    expect(toA).toContainEqual([
      'community_mention',
      `「${b.user.nickname}」在《螺纹夜盘放量》的评论中提到了你：@${a.user.nickname} 3500 这个位置支撑很强，你怎么看？`,
    ]);
    expect((await noticesOf(c.user.id))[0]!.content.content).toBe(
      `「${b.user.nickname}」回复了你在《螺纹夜盘放量》下的评论：那就等回踩`,
    );
  });

  it('shows the first replies inline and the rest by page', async () => {
    const [a, b] = await Promise.all([regular(), regular()]);
    const postId = await newPost(a);
    const head = await comment(a.token, { post_id: postId, content: '开盘前说说计划' });
    for (let i = 0; i < INLINE_REPLIES + 2; i++) {
      expect(await comment(b.token, { post_id: postId, content: `第${i}条`, parent_id: head.data.id })).toMatchObject({
        code: Code.SUCCESS,
      });
      await waitOut(b.user.id);
    }
    const [thread] = (await threads(postId)).list;
    expect(thread).toMatchObject({ reply_count: INLINE_REPLIES + 2 });
    expect(thread!.replies).toHaveLength(INLINE_REPLIES);
    const rest = commentReplies.data.parse(
      (await call('/api/qi_you/commentReplies', '', { comment_id: head.data.id, page: 2, limit: INLINE_REPLIES })).data,
    );
    expect(rest).toMatchObject({ total: INLINE_REPLIES + 2 });
    expect(rest.list.map((row) => row.content)).toEqual([`第${INLINE_REPLIES}条`, `第${INLINE_REPLIES + 1}条`]);
    // A reply is not a thread of its own.
    expect(await call('/api/qi_you/commentReplies', '', { comment_id: thread!.replies[0]!.id })).toMatchObject({
      code: 0,
      msg: msg.commentUnknown,
    });
  });

  it('lets only the writer delete a comment; a thread leaves with its replies and the counts follow', async () => {
    const [a, b] = await Promise.all([regular(), regular()]);
    const postId = await newPost(a);
    const head = await comment(a.token, { post_id: postId, content: '先占个楼' });
    await comment(b.token, { post_id: postId, content: '楼上说得对', parent_id: head.data.id });

    expect(await call('/api/qi_you/deleteComment', b.token, { id: head.data.id })).toMatchObject({
      code: 0,
      msg: msg.commentUnknown,
    });
    expect((await threads(postId)).total).toBe(1);
    expect(await call('/api/qi_you/deleteComment', a.token, { id: head.data.id })).toMatchObject({
      code: Code.SUCCESS,
    });
    expect(await threads(postId)).toEqual({ list: [], total: 0 });
    expect((await call('/api/qi_you/postDetail', '', { id: postId })).data.comment_count).toBe(0);
    // Nothing answers a deleted comment, nor comments on a deleted post.
    await waitOut(b.user.id);
    expect(await comment(b.token, { post_id: postId, content: '还在吗', parent_id: head.data.id })).toMatchObject({
      code: 0,
      msg: msg.commentUnknown,
    });
    await app.db.update(communityPosts).set({ deletedAt: new Date() }).where(eq(communityPosts.id, postId));
    expect(await comment(b.token, { post_id: postId, content: '还在吗' })).toMatchObject({
      code: 0,
      msg: msg.postUnknown,
    });
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const [a, b] = await Promise.all([regular(), regular()]);
    const postId = await newPost(a);
    const otherPost = await newPost(a, '另一篇');
    const elsewhere = await comment(a.token, { post_id: otherPost, content: '别处的评论' });
    const cases: [object, string][] = [
      [{ post_id: postId, content: '   ' }, msg.commentEmpty],
      [{ post_id: postId, content: '多'.repeat(COMMENT_TEXT_MAX + 1) }, `评论不能超过${COMMENT_TEXT_MAX}字`],
      [{ post_id: 'x', content: '好' }, '帖子编号格式不正确'],
      [{ post_id: postId, content: 'a\u0000b' }, msg.commentInvalid],
      [{ post_id: postId, content: '看好', parent_id: elsewhere.data.id }, msg.commentNotOnPost],
      [{ post_id: postId, content: '你好', mention_ids: [a.user.id] }, msg.mentionNotInText],
      [{ post_id: postId, content: '@无此人 你好', mention_ids: [2_000_000_000] }, msg.mentionNotInText],
      [{ post_id: postId, content: '稳赚 不赔，加 微 信 带你飞' }, msg.bannedWords],
      [{ post_id: 999_999_999, content: '好' }, msg.postUnknown],
    ];
    for (const [body, message] of cases)
      expect(await comment(b.token, body), JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 0, msg: message });
    expect(await comment('', { post_id: postId, content: '好' })).toMatchObject({ code: Code.NEED_LOGIN });
    expect(await threads(postId)).toEqual({ list: [], total: 0 });
  });

  it("holds a new account to its first day's interval and count, however many comments arrive at once", async () => {
    const author = await regular();
    const newcomer = await createUser(app);
    const postId = await newPost(author);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => comment(newcomer.token, { post_id: postId, content: `同时${i}` })),
    );
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.code !== Code.SUCCESS))
      expect(answer.msg).toMatch(/^评论太频繁，请\d+秒后再试$/);

    const { perDay } = commentLimits.newAccount;
    await app.db.insert(communityComments).values(
      Array.from({ length: perDay - 1 }, (_, i) => ({
        postId,
        userId: newcomer.user.id,
        content: `早些时候${i}`,
        createdAt: new Date(Date.now() - 60_000),
      })),
    );
    await waitOut(newcomer.user.id);
    expect(await comment(newcomer.token, { post_id: postId, content: '再来一条' })).toMatchObject({
      code: 0,
      msg: msg.commentDailyLimit.replace('{max}', String(perDay)),
    });
  });
});
