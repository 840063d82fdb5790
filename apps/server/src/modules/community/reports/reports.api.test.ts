import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../../db/schema/community';
import { communityReports } from '../../../db/schema/community-reports';
import { notices } from '../../../db/schema/notices';
import { callAs, createTestApp, createVeteran, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => callAs(app)(url, token, body);
const veteran = () => createVeteran(app);
const noticeTypesOf = async (userId: number) =>
  (await app.db.select().from(notices).where(eq(notices.userId, userId))).map((row) => row.type);

async function newPost(author: { user: { id: number } }) {
  const [row] = await app.db
    .insert(communityPosts)
    .values({ userId: author.user.id, title: '稳赚不赔的内幕消息', content: '<p>加群</p>', excerpt: '加群' })
    .returning();
  return row!.id;
}

describe('reports', () => {
  it("files a reader's report once, never of their own, and refuses bad input with a message", async () => {
    const [author, reader] = await Promise.all([veteran(), veteran()]);
    const postId = await newPost(author);
    const send = (token: string, body: object) => call('/api/qi_you/report', token, body);
    expect(await send(author.token, { type: 'post', id: postId, reason: 'spam' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.reportOwn,
    });
    expect(await send(reader.token, { type: 'post', id: postId, reason: 'scam', note: '拉人进群' })).toMatchObject({
      code: Code.SUCCESS,
      msg: msg.reportReceived,
    });
    expect(await send(reader.token, { type: 'post', id: postId, reason: 'spam' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.reportRepeated,
    });
    expect(await send(reader.token, { type: 'post', id: postId, reason: 'boring' })).toMatchObject({
      msg: msg.reportReasonInvalid,
    });
    expect(await send(reader.token, { type: 'user', id: postId, reason: 'spam' })).toMatchObject({
      msg: msg.reportTargetInvalid,
    });
    expect(await send(reader.token, { type: 'comment', id: 999_999, reason: 'spam' })).toMatchObject({
      msg: msg.commentUnknown,
    });
    expect((await call('/api/qi_you/report', '', { type: 'post', id: postId, reason: 'spam' })).code).toBe(
      Code.NEED_LOGIN,
    );
    const [row] = await app.db.select().from(communityReports).where(eq(communityReports.targetId, postId));
    expect(row).toMatchObject({ reporterId: reader.user.id, reason: 'scam', note: '拉人进群', status: 'pending' });
    // Still live: one reader's report does not hide it.
    expect((await call('/api/qi_you/postDetail', '', { id: postId })).code).toBe(Code.SUCCESS);
  });

  it("hides a post once 3 readers' reports wait on it, even sent at once; its notices go and its author is told", async () => {
    const author = await veteran();
    const readers = await Promise.all([veteran(), veteran(), veteran(), veteran()]);
    const postId = await newPost(author);
    await call('/api/qi_you/addComment', readers[0]!.token, { post_id: postId, content: '举报了' });
    await expect.poll(() => noticeTypesOf(author.user.id)).toEqual(['community_reply']);

    const answers = await Promise.all(
      readers.map((reader) => call('/api/qi_you/report', reader.token, { type: 'post', id: postId, reason: 'scam' })),
    );
    // The fourth finds it already hidden.
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(3);
    expect(answers.filter((answer) => answer.msg === msg.postUnknown)).toHaveLength(1);
    expect(await call('/api/qi_you/postDetail', '', { id: postId })).toMatchObject({ msg: msg.postUnknown });
    const feed = (await call('/api/qi_you/postList', '', { limit: 50 })).data.list as { id: number }[];
    expect(feed.map((row) => row.id)).not.toContain(postId);
    const [hidden] = await app.db.select().from(communityPosts).where(eq(communityPosts.id, postId));
    expect(hidden!.removedBy).toBe('reports');
    await expect.poll(() => noticeTypesOf(author.user.id)).toEqual(['community_hidden']);
  });

  it("hides a reported comment with its replies and takes them off the post's count", async () => {
    const author = await veteran();
    const [writer, ...readers] = await Promise.all([veteran(), veteran(), veteran(), veteran()]);
    const postId = await newPost(author);
    const head = await call('/api/qi_you/addComment', writer.token, { post_id: postId, content: '私聊我带你翻倍' });
    await call('/api/qi_you/addComment', author.token, { post_id: postId, content: '别信', parent_id: head.data.id });
    for (const reader of readers)
      await call('/api/qi_you/report', reader.token, { type: 'comment', id: head.data.id, reason: 'scam' });
    expect((await call('/api/qi_you/commentList', '', { post_id: postId })).data.total).toBe(0);
    expect((await call('/api/qi_you/postDetail', '', { id: postId })).data.comment_count).toBe(0);
    await expect.poll(() => noticeTypesOf(writer.user.id)).toContain('community_hidden');
  });
});
