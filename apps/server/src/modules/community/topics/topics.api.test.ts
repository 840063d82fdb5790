import { Code } from '@vce/contract/codes';
import { postList } from '@vce/contract/community';
import { topicDetails, topicList, topicsTooMany } from '@vce/contract/community-topics';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, createVeteran, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => callAs(app)(url, token, body);
const veteran = () => createVeteran(app);
const topics = async (token = '', body: object = {}) =>
  topicList.data.parse((await call('/api/qi_you/topicList', token, { limit: 50, ...body })).data);
const topic = async (id: number, token = '') =>
  topicDetails.data.parse((await call('/api/qi_you/topicDetails', token, { id })).data);

describe('topics', () => {
  it('names topics with #名称#, links them in the post, lists their posts and counts them only while the post lives', async () => {
    const author = await veteran();
    const name = `夜盘心得${Date.now() % 100000}`;
    const published = await call('/api/qi_you/addPost', author.token, {
      title: '今晚的夜盘',
      content: `<p>#${name}# 原油冲高回落，#每日复盘# 写一下。<a href="https://example.com">#不是话题#</a></p>`,
    });
    expect(published).toMatchObject({ code: Code.SUCCESS });
    const id = published.data.id as number;

    const detail = (await call('/api/qi_you/postDetail', '', { id })).data;
    expect(detail.topics.map((t: { name: string }) => t.name)).toEqual([name, '每日复盘']);
    const mine = detail.topics[0] as { id: number };
    expect(detail.content).toContain(
      `<a href="/qiyouCommunityV2/topicDetails?id=${mine.id}" class="topic-tag" data-topic="${mine.id}">#${name}#</a>`,
    );
    expect(detail.content).toContain('>#不是话题#</a>');

    // The seeded 每日复盘 keeps its description; the new topic is counted and listed.
    const review = detail.topics[1] as { id: number };
    expect((await topic(review.id)).description).toMatch(/收盘后/);
    expect(await topic(mine.id)).toMatchObject({ name, post_count: 1, week_post_count: 1, follower_count: 0 });
    expect((await topics()).list.map((t) => t.id)).toContain(mine.id);
    const feed = postList.data.parse((await call('/api/qi_you/postList', '', { topic_id: mine.id })).data);
    expect(feed.list.map((row) => row.id)).toEqual([id]);
    expect(feed.list[0]!.topics.map((t) => t.name)).toEqual([name, '每日复盘']);

    // Another writer naming it in another case joins the same topic.
    const other = await veteran();
    await call('/api/qi_you/addPost', other.token, { title: '跟帖', content: `<p>#${name.toUpperCase()}# 同感</p>` });
    expect((await topic(mine.id)).post_count).toBe(2);

    await call('/api/qi_you/deletePost', author.token, { id });
    expect((await topic(mine.id)).post_count).toBe(1);
  });

  it('follows a topic once, unfollows, and lists the followed ones; a guest is asked to sign in', async () => {
    const user = await veteran();
    const [first] = (await topics()).list;
    const follow = (cancel = false) => call('/api/qi_you/followTopic', user.token, { id: first!.id, cancel });
    await Promise.all([follow(), follow()]);
    expect((await follow()).data).toEqual({ is_follow: true, follower_count: first!.follower_count + 1 });
    expect((await topic(first!.id, user.token)).is_follow).toBe(true);
    expect((await topic(first!.id)).is_follow).toBe(false);
    expect((await topics(user.token, { followed: 1 })).list.map((t) => t.id)).toEqual([first!.id]);
    expect((await follow(true)).data).toEqual({ is_follow: false, follower_count: first!.follower_count });
    expect((await topics(user.token, { followed: 1 })).total).toBe(0);
    expect((await call('/api/qi_you/topicList', '', { followed: 1 })).code).toBe(Code.NEED_LOGIN);
  });

  it('refuses more than 3 topics in a post, an unknown topic and a bad id with a message', async () => {
    const author = await veteran();
    expect(
      await call('/api/qi_you/addPost', author.token, { title: '话题太多', content: '<p>#一# #二# #三# #四#</p>' }),
    ).toMatchObject({ code: Code.FAIL, msg: topicsTooMany });
    expect(await call('/api/qi_you/topicDetails', '', { id: 99999 })).toMatchObject({
      code: Code.FAIL,
      msg: msg.topicUnknown,
    });
    expect(await call('/api/qi_you/followTopic', author.token, { id: 99999 })).toMatchObject({
      code: Code.FAIL,
      msg: msg.topicUnknown,
    });
    expect(await call('/api/qi_you/topicDetails', '', { id: 'x' })).toMatchObject({ code: Code.FAIL });
  });

  it('shows the demo topics on a fresh install, the most active first', async () => {
    const list = await topics();
    expect(list.list.filter((t) => t.is_demo).length).toBeGreaterThanOrEqual(5);
    const weeks = list.list.map((t) => t.week_post_count);
    expect(weeks).toEqual([...weeks].sort((a, b) => b - a));
  });
});
