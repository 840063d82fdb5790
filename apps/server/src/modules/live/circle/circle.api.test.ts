import { Code } from '@vce/contract/codes';
import { CirclePost } from '@vce/contract/live-circle';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollows } from '../../../db/schema/account-profile';
import { liveRoomStaff } from '../../../db/schema/live';
import { circlePosts } from '../../../db/schema/live-circle';
import { callAs, createTestApp, createUser, type TestApp } from '../../../test/harness';

let app: TestApp;
let call: ReturnType<typeof callAs>;
beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
});
afterAll(() => app.close());

const newTeacher = async () => {
  const teacher = await createUser(app);
  await app.db.insert(liveRoomStaff).values({ roomId: 1, userId: teacher.user.id, role: 'teacher' });
  return teacher;
};
const post = (token: string, body: object) => call('/api/circle/add', token, body);

describe('the circle', () => {
  it('asks a guest to log in, and shows members the VIP circle’s posts while locking them for others', async () => {
    expect((await call('/api/circle/feed', '', {})).code).toBe(Code.NEED_LOGIN);
    const plain = await createUser(app);
    const feed = await call('/api/circle/feed', plain.token, { limit: 50 });
    expect(feed.code).toBe(Code.SUCCESS);
    const posts = feed.data.list.map((item: unknown) => CirclePost.parse(item));
    expect(feed.data).toMatchObject({ is_member: false, can_post: false });
    const vip = posts.filter((item: CirclePost) => item.members_only);
    expect(vip.length).toBeGreaterThan(0);
    expect(vip.every((item: CirclePost) => item.locked && item.content === '' && item.products.length === 0)).toBe(
      true,
    );
    expect(posts.some((item: CirclePost) => !item.members_only && item.content.includes('演示'))).toBe(true);

    const member = await createUser(app, { vip: true });
    const asMember = await call('/api/circle/feed', member.token, { scope: 'vip' });
    expect(asMember.data.is_member).toBe(true);
    expect(asMember.data.list.every((item: CirclePost) => item.members_only && !item.locked && item.content)).toBe(
      true,
    );
  });

  it('lets only teachers post, checks products, words and pictures, and tells the teacher’s followers', async () => {
    const viewer = await createUser(app);
    expect(await post(viewer.token, { content: '我也想发' })).toMatchObject({ code: 0, msg: msg.circleTeachersOnly });
    const teacher = await newTeacher();
    const follower = await createUser(app);
    await app.db.insert(userFollows).values({ followerId: follower.user.id, followeeId: teacher.user.id });
    expect(await post(teacher.token, { content: '看多', symbols: ['zz'] })).toMatchObject({
      code: 0,
      msg: msg.circleSymbolUnknown,
    });
    expect(await post(teacher.token, { content: '保证收益，加微信' })).toMatchObject({ code: 0, msg: msg.bannedWords });
    expect(await post(teacher.token, { content: '图', images: ['https://evil.example/x.png'] })).toMatchObject({
      code: 0,
    });
    expect(await post(teacher.token, { content: '   ' })).toMatchObject({ code: 0, msg: msg.circleEmpty });

    const answer = await post(teacher.token, {
      kind: 'trade',
      content: '螺纹多单止损上移',
      symbols: ['rb'],
      members_only: 1,
    });
    expect(answer.code).toBe(Code.SUCCESS);
    expect(CirclePost.parse(answer.data)).toMatchObject({
      kind: 'trade',
      products: [{ symbol: 'rb', name: '螺纹钢' }],
      members_only: true,
    });
    await expect
      .poll(async () => (await call('/api/notice/list', follower.token, {})).data.list[0], { timeout: 5_000 })
      .toMatchObject({ type: 'circle_policy', message_type: 'track_message', link: '/circle' });
    expect((await call('/api/notice/list', viewer.token, {})).data.total).toBe(0);
  });

  it('keeps a VIP post’s comments and likes for members, with the VIP tip for others; likes count once', async () => {
    const teacher = await newTeacher();
    const { data } = await post(teacher.token, { content: '会员专享动态', members_only: true });
    const outsider = await createUser(app);
    const refused = await call('/api/circle/comment', outsider.token, { post_id: data.id, content: '看看' });
    expect(refused).toMatchObject({ code: Code.NEED_PRIVILEGE, msg: msg.circleMembersOnly });
    expect(refused.data.button_list[0]).toMatchObject({ type: 'buy_vip' });
    expect((await call('/api/circle/comments', outsider.token, { post_id: data.id })).code).toBe(Code.NEED_PRIVILEGE);

    const member = await createUser(app, { vip: true });
    expect((await call('/api/circle/comment', member.token, { post_id: data.id, content: '学习了[赞]' })).code).toBe(1);
    const comments = await call('/api/circle/comments', member.token, { post_id: data.id });
    expect(comments.data).toMatchObject({ total: 1, list: [{ content: '学习了[赞]', user: { id: member.user.id } }] });

    const likes = await Promise.all(
      Array.from({ length: 5 }, () => call('/api/circle/like', member.token, { post_id: data.id })),
    );
    expect(likes.every((answer) => answer.code === 1)).toBe(true);
    const [row] = await app.db.select().from(circlePosts).where(eq(circlePosts.id, data.id));
    expect(row).toMatchObject({ likeCount: 1, commentCount: 1 });
    expect((await call('/api/circle/like', member.token, { post_id: data.id, cancel: true })).data).toEqual({
      liked: false,
      like_count: 0,
    });
    expect((await call('/api/circle/like', member.token, { post_id: 999_999 })).msg).toBe(msg.circlePostUnknown);
  });
});
