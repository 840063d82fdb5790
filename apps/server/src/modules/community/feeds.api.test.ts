import { Code } from '@vce/contract/codes';
import { postList } from '@vce/contract/community';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollows } from '../../db/schema/account-profile';
import { communityPostProducts, communityPosts } from '../../db/schema/community';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
const feed = async (body: object, token = '') =>
  postList.data.parse((await call('/api/qi_you/postList', token, { limit: 50, ...body })).data);
const veteran = () => createUser(app, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('feeds and product boards', () => {
  it("tags a post with the products it names, shows them as chips, and lists it on each product's board", async () => {
    const author = await veteran();
    // The demo content has posts on these boards already.
    const before = (await call('/api/qi_you/boardInfo', '', { symbol: 'rb' })).data.post_count as number;
    const published = await call('/api/qi_you/addPost', author.token, {
      title: '黑色系夜盘',
      content:
        '<p>$螺纹$ 放量跌破 3500，$铁矿石$ 跟跌。</p><p><a class="product-chip" data-symbol="au" href="javascript:alert(1)">假的</a></p>',
    });
    expect(published).toMatchObject({ code: Code.SUCCESS });
    const id = published.data.id as number;

    const detail = (await call('/api/qi_you/postDetail', '', { id })).data;
    expect(detail.products).toEqual([
      { symbol: 'rb', name: '螺纹钢' },
      { symbol: 'i', name: '铁矿石' },
    ]);
    expect(detail.content).toBe(
      '<p><a href="/bbasV3/details?symbol=rb" class="product-chip" data-symbol="rb">螺纹钢</a> 放量跌破 3500，' +
        '<a href="/bbasV3/details?symbol=i" class="product-chip" data-symbol="i">铁矿石</a> 跟跌。</p><p><a>假的</a></p>',
    );

    const board = await feed({ symbol: 'rb' });
    expect(board.list[0]).toMatchObject({
      id,
      excerpt: '螺纹钢 放量跌破 3500，铁矿石 跟跌。 假的',
      products: detail.products,
    });
    expect((await feed({ symbol: 'i' })).list.map((row) => row.id)).toContain(id);
    expect((await feed({ symbol: 'au' })).list.map((row) => row.id)).not.toContain(id);
    expect((await call('/api/qi_you/boardInfo', '', { symbol: 'rb' })).data).toMatchObject({
      symbol: 'rb',
      name: '螺纹钢',
      exchange: 'SHFE',
      post_count: before + 1,
    });

    await call('/api/qi_you/deletePost', author.token, { id });
    expect((await call('/api/qi_you/boardInfo', '', { symbol: 'rb' })).data.post_count).toBe(before);
    expect((await feed({ symbol: 'rb' })).list.map((row) => row.id)).not.toContain(id);
  });

  it('ranks the hot feed by replies, likes and age, over the last two weeks', async () => {
    const author = await veteran();
    const rows = await app.db
      .insert(communityPosts)
      .values(
        (
          [
            ['昨天很热', 30, 20, 24],
            ['刚发无人理', 0, 0, 0.1],
            ['一小时前小热', 3, 2, 1],
            ['三周前爆款', 500, 300, 21 * 24],
          ] as const
        ).map(([title, likeCount, commentCount, hours]) => ({
          userId: author.user.id,
          title,
          content: '<p>x</p>',
          excerpt: 'x',
          likeCount,
          commentCount,
          createdAt: hoursAgo(hours),
        })),
      )
      .returning({ id: communityPosts.id });
    // On a board of their own (no demo post is about apples), so other posts stay out of the ranking.
    await app.db.insert(communityPostProducts).values(rows.map((row) => ({ postId: row.id, symbol: 'AP' })));
    const hot = await feed({ type: 'hot', symbol: 'AP' });
    expect(hot.list.map((row) => row.title)).toEqual(['一小时前小热', '昨天很热', '刚发无人理']);
    expect(hot.total).toBe(3);
    expect((await feed({ type: 'latest', symbol: 'AP' })).list.map((row) => row.title)).toEqual([
      '三周前爆款',
      '一小时前小热',
      '刚发无人理',
      '昨天很热',
    ]);
  });

  it('shows a signed-in user the posts of whom they follow, and asks a guest to sign in', async () => {
    const [reader, followed, other] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    await app.db.insert(userFollows).values({ followerId: reader.user.id, followeeId: followed.user.id });
    const [mine, theirs] = await app.db
      .insert(communityPosts)
      .values(
        [followed, other].map((author) => ({
          userId: author.user.id,
          title: `${author.user.nickname}的帖子`,
          content: '<p>x</p>',
          excerpt: 'x',
        })),
      )
      .returning({ id: communityPosts.id });
    const following = await feed({ type: 'following' }, reader.token);
    expect(following.list.map((row) => row.id)).toEqual([mine!.id]);
    expect(following.list.map((row) => row.id)).not.toContain(theirs!.id);
    expect(await call('/api/qi_you/postList', '', { type: 'following' })).toMatchObject({ code: Code.NEED_LOGIN });
  });

  it("follows a product from its board: counted once under concurrent clicks, the profile's products, capped at six", async () => {
    const trader = await veteran();
    const other = await veteran();
    const board = async (token = '') => (await call('/api/qi_you/boardInfo', token, { symbol: 'SR' })).data;
    const before = (await board()).follower_count as number;
    expect((await board(trader.token)).is_follow).toBe(false);

    const follows = await Promise.all(
      Array.from({ length: 5 }, () => call('/api/qi_you/followBoard', trader.token, { symbol: 'SR' })),
    );
    for (const answer of follows) expect(answer).toMatchObject({ code: Code.SUCCESS, data: { is_follow: true } });
    expect(await board(trader.token)).toMatchObject({ is_follow: true, follower_count: before + 1 });
    expect((await board(other.token)).is_follow).toBe(false);
    expect((await board()).is_follow).toBe(false);
    // The followed product is the profile's (资料: 关注品种).
    const followed = await call('/api/user/getCategoryList', trader.token);
    expect(followed.data.map((product: { symbol: string }) => product.symbol)).toEqual(['SR']);

    // Five more reach the cap of six, whichever arrive together; a seventh is refused and changes nothing.
    const more = await Promise.all(
      ['rb', 'i', 'au', 'cu', 'm', 'IF'].map((symbol) => call('/api/qi_you/followBoard', trader.token, { symbol })),
    );
    expect(more.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(5);
    expect(more.find((answer) => answer.code !== Code.SUCCESS)).toMatchObject({
      code: Code.FAIL,
      msg: msg.boardFollowTooMany,
    });
    expect((await call('/api/user/getCategoryList', trader.token)).data).toHaveLength(6);

    const cancelled = await call('/api/qi_you/followBoard', trader.token, { symbol: 'SR', cancel: 1 });
    expect(cancelled).toMatchObject({ code: Code.SUCCESS, data: { is_follow: false, follower_count: before } });
    // Stopping twice is still stopped; a guest is asked to sign in; an unknown product is refused.
    expect((await call('/api/qi_you/followBoard', trader.token, { symbol: 'SR', cancel: 1 })).code).toBe(Code.SUCCESS);
    expect((await call('/api/qi_you/followBoard', '', { symbol: 'SR' })).code).toBe(Code.NEED_LOGIN);
    expect(await call('/api/qi_you/followBoard', trader.token, { symbol: 'nope' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.boardUnknown,
    });
  });

  it('refuses an unknown board or feed with a Chinese message', async () => {
    expect(await call('/api/qi_you/boardInfo', '', { symbol: 'zz' })).toMatchObject({ code: 0, msg: msg.boardUnknown });
    expect(await call('/api/qi_you/boardInfo', '', {})).toMatchObject({ code: 0, msg: msg.boardUnknown });
    expect(await call('/api/qi_you/postList', '', { symbol: 'zz' })).toMatchObject({ code: 0, msg: msg.boardUnknown });
    expect(await call('/api/qi_you/postList', '', { type: 'cold' })).toMatchObject({
      code: 0,
      msg: msg.postListTypeInvalid,
    });
  });
});
