import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, communityLikes } from '../../db/schema/community-comments';
import { communityPosts } from '../../db/schema/community';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';
import { likeLimits } from './like-service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
const like = (token: string, body: object) => call('/api/qi_you/like', token, body);
const regular = () => createUser(app, { createdAt: new Date(Date.now() - 3 * 86_400_000) });

async function newPost(userId: number) {
  const [row] = await app.db
    .insert(communityPosts)
    .values({ userId, title: '铁矿石港口库存', content: '<p>正文</p>', excerpt: '正文' })
    .returning();
  return row!.id;
}

describe('likes', () => {
  it("counts each user's like of a post once, however often and however concurrently it is sent", async () => {
    const author = await regular();
    const postId = await newPost(author.user.id);
    const readers = await Promise.all(Array.from({ length: 5 }, regular));

    const repeated = await Promise.all(
      Array.from({ length: 8 }, () => like(readers[0]!.token, { type: 'post', id: postId })),
    );
    expect(repeated.every((answer) => answer.code === Code.SUCCESS && answer.data.is_like)).toBe(true);
    await Promise.all(readers.map((reader) => like(reader.token, { type: 'post', id: postId })));
    const detail = await call('/api/qi_you/postDetail', readers[1]!.token, { id: postId });
    expect(detail.data).toMatchObject({ like_count: 5, is_like: true });
    expect((await call('/api/qi_you/postDetail', author.token, { id: postId })).data.is_like).toBe(false);

    // Taking it back is idempotent too.
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () => like(readers[0]!.token, { type: 'post', id: postId, cancel: true })),
    );
    expect(cancels.map((answer) => answer.data)).toContainEqual({ is_like: false, like_count: 4 });
    expect((await call('/api/qi_you/postList', '', { limit: 50 })).data.list).toContainEqual(
      expect.objectContaining({ id: postId, like_count: 4 }),
    );
  });

  it('likes comments, marks them for the liker, and refuses what is gone or malformed', async () => {
    const [author, reader] = await Promise.all([regular(), regular()]);
    const postId = await newPost(author.user.id);
    const [row] = await app.db
      .insert(communityComments)
      .values({ postId, userId: author.user.id, content: '止损放在 3450' })
      .returning();
    expect(await like(reader.token, { type: 'comment', id: row!.id })).toMatchObject({
      code: Code.SUCCESS,
      data: { is_like: true, like_count: 1 },
    });
    const list = await call('/api/qi_you/commentList', reader.token, { post_id: postId });
    expect(list.data.list[0]).toMatchObject({ like_count: 1, is_like: true });

    await app.db.update(communityComments).set({ deletedAt: new Date() }).where(eq(communityComments.id, row!.id));
    expect(await like(reader.token, { type: 'comment', id: row!.id })).toMatchObject({
      code: 0,
      msg: msg.commentUnknown,
    });
    expect(await like(reader.token, { type: 'post', id: 999_999_999 })).toMatchObject({
      code: 0,
      msg: msg.postUnknown,
    });
    expect(await like(reader.token, { type: 'user', id: postId })).toMatchObject({
      code: 0,
      msg: msg.likeTargetInvalid,
    });
    expect(await like(reader.token, { type: 'post', id: -1 })).toMatchObject({
      code: 0,
      msg: '点赞对象编号格式不正确',
    });
    expect(await like('', { type: 'post', id: postId })).toMatchObject({ code: Code.NEED_LOGIN });
  });

  it("stops a new account's likes at the first day's count", async () => {
    const author = await regular();
    const newcomer = await createUser(app);
    const { perDay } = likeLimits.newAccount;
    const postIds = await Promise.all(Array.from({ length: perDay + 1 }, () => newPost(author.user.id)));
    await app.db
      .insert(communityLikes)
      .values(postIds.slice(0, perDay).map((id) => ({ userId: newcomer.user.id, targetType: 'post', targetId: id })));
    expect(await like(newcomer.token, { type: 'post', id: postIds[perDay]! })).toMatchObject({
      code: 0,
      msg: msg.likeDailyLimit.replace('{max}', String(perDay)),
    });
    // Liking again what is already liked is not a new like.
    expect(await like(newcomer.token, { type: 'post', id: postIds[0]! })).toMatchObject({ code: Code.SUCCESS });
  });
});
