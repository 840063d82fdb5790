import { Code } from '@vce/contract/codes';
import { userInfo } from '@vce/contract/community-members';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollows } from '../../../db/schema/account-profile';
import { dailySignins } from '../../../db/schema/commerce-sign-in';
import { communityPosts } from '../../../db/schema/community';
import { createTestApp, createUser, post, type TestApp } from '../../../test/harness';
import { honourThresholds } from './honour-rules';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
const member = async (id: number, token = '') =>
  userInfo.data.parse((await call('/api/qi_you/userInfo', token, { id })).data);
const follow = (token: string, userId: number, cancel = false) =>
  call('/api/qi_you/follow', token, { user_id: userId, cancel });
const honourNames = async (id: number) => (await member(id)).honorLists.map((honour) => honour.name);
const beijingDay = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('members', () => {
  it('follows once however often it is sent, and every count follows at once', async () => {
    const [a, b] = await Promise.all([createUser(app), createUser(app)]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => follow(b.token, a.user.id)));
    expect(answers.map((answer) => answer.data)).toContainEqual({ is_follow: true, fans_count: 1 });
    expect((await call('/api/user/getUserCount', b.token)).data).toEqual({ follow_count: 1, fans_count: 0 });
    expect((await call('/api/user/getUserCount', a.token)).data).toEqual({ follow_count: 0, fans_count: 1 });
    expect(await member(a.user.id, b.token)).toMatchObject({ fans_count: 1, is_follow: true, is_me: false });
    expect(await member(a.user.id)).toMatchObject({ is_follow: false });
    expect(await member(a.user.id, a.token)).toMatchObject({ is_me: true });

    const fans = await call('/api/qi_you/userFollowList', '', { user_id: a.user.id, type: 'fans' });
    expect(fans.data).toMatchObject({ total: 1, list: [{ id: b.user.id, nickname: b.user.nickname }] });
    expect((await call('/api/qi_you/userFollowList', '', { user_id: b.user.id, type: 'follow' })).data.total).toBe(1);

    expect((await follow(b.token, a.user.id, true)).data).toEqual({ is_follow: false, fans_count: 0 });
    expect((await follow(b.token, a.user.id, true)).data).toEqual({ is_follow: false, fans_count: 0 });
    expect((await call('/api/user/getUserCount', b.token)).data.follow_count).toBe(0);
  });

  it('refuses following oneself, nobody, or as a guest', async () => {
    const a = await createUser(app);
    expect(await follow(a.token, a.user.id)).toMatchObject({ code: 0, msg: msg.followSelf });
    expect(await follow(a.token, 2_000_000_000)).toMatchObject({ code: 0, msg: msg.memberUnknown });
    expect(await follow('', a.user.id)).toMatchObject({ code: Code.NEED_LOGIN });
    expect(await call('/api/qi_you/follow', a.token, { user_id: 'abc' })).toMatchObject({
      code: 0,
      msg: '用户编号格式不正确',
    });
    expect(await call('/api/qi_you/userInfo', '', { id: 2_000_000_000 })).toMatchObject({
      code: 0,
      msg: msg.memberUnknown,
    });
    expect(await call('/api/qi_you/userFollowList', '', { user_id: a.user.id, type: 'x' })).toMatchObject({
      code: 0,
      msg: msg.followListTypeInvalid,
    });
    expect(await app.db.select().from(userFollows).where(eq(userFollows.followerId, a.user.id))).toEqual([]);
  });

  it('grants honours when the deeds happen, once each', async () => {
    const author = await createUser(app, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
    expect(await honourNames(author.user.id)).toEqual([]);

    const published = await call('/api/qi_you/addPost', author.token, { title: '首帖报到', content: '<p>你好</p>' });
    expect(await member(author.user.id)).toMatchObject({
      post_count: 1,
      honorLists: [{ name: '首帖', image: '/images/honours/first_post.svg', description: '在期友社区发出第一篇帖子' }],
    });

    // The hundredth like received, on a post that already had the rest.
    await app.db
      .update(communityPosts)
      .set({ likeCount: honourThresholds.likes - 1 })
      .where(eq(communityPosts.id, published.data.id));
    const reader = await createUser(app);
    await call('/api/qi_you/like', reader.token, { type: 'post', id: published.data.id });
    expect(await member(author.user.id)).toMatchObject({ like_count: honourThresholds.likes });
    expect(await honourNames(author.user.id)).toEqual(['首帖', '百赞']);

    // The fiftieth fan.
    const fans = await Promise.all(Array.from({ length: honourThresholds.fans - 1 }, () => createUser(app)));
    await app.db
      .insert(userFollows)
      .values(fans.map((fan) => ({ followerId: fan.user.id, followeeId: author.user.id })));
    await follow(reader.token, author.user.id);
    await follow(reader.token, author.user.id, true);
    await follow(reader.token, author.user.id);
    expect(await honourNames(author.user.id)).toEqual(['首帖', '百赞', '人气期友']);

    // The seventh day of a sign-in streak.
    await app.db.insert(dailySignins).values(
      Array.from({ length: honourThresholds.streakDays - 1 }, (_, i) => ({
        userId: author.user.id,
        day: beijingDay(honourThresholds.streakDays - 1 - i),
        streak: i + 1,
      })),
    );
    expect(await call('/api/lottery_draw/sign', author.token)).toMatchObject({ code: Code.SUCCESS });
    expect(await honourNames(author.user.id)).toEqual(['首帖', '百赞', '人气期友', '连续签到']);

    const posts = await call('/api/qi_you/userPostList', '', { user_id: author.user.id });
    expect(posts.data).toMatchObject({ total: 1, list: [{ title: '首帖报到', like_count: honourThresholds.likes }] });
  });
});
