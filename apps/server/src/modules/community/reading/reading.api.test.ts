import { Code } from '@vce/contract/codes';
import { favouriteList, historyList } from '@vce/contract/community-reading';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../../db/schema/community';
import { callAs, createTestApp, createVeteran, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => callAs(app)(url, token, body);
const veteran = () => createVeteran(app);
const favourites = async (token: string) =>
  favouriteList.data.parse((await call('/api/qi_you/favouriteList', token, { limit: 50 })).data);
const history = async (token: string) =>
  historyList.data.parse((await call('/api/qi_you/historyList', token, { limit: 50 })).data);
const ids = (page: { list: { id: number }[] }) => page.list.map((row) => row.id);

async function publish(author: { user: { id: number } }, title: string) {
  const [row] = await app.db
    .insert(communityPosts)
    .values({ userId: author.user.id, title, content: `<p>${title}的正文</p>`, excerpt: `${title}的正文` })
    .returning();
  return row!.id;
}

describe('favourites and history', () => {
  it("keeps favourites once, only the owner's, latest first, and a deleted post leaves them", async () => {
    const [author, reader, other] = await Promise.all([veteran(), veteran(), veteran()]);
    const first = await publish(author, '收藏一');
    const second = await publish(other, '收藏二');
    const keep = (id: number, cancel = false) => call('/api/qi_you/favourite', reader.token, { post_id: id, cancel });
    await Promise.all([keep(first), keep(first)]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await keep(second)).data).toEqual({ is_favourite: true });

    const kept = await favourites(reader.token);
    expect(ids(kept)).toEqual([second, first]);
    expect(kept.list[1]).toMatchObject({ title: '收藏一', author: { id: author.user.id } });
    expect(kept.list[0]!.marked_time).toBeGreaterThan(0);
    expect((await call('/api/qi_you/postDetail', reader.token, { id: first })).data.is_favourite).toBe(true);
    // Favourites are the reader's alone.
    expect((await favourites(other.token)).total).toBe(0);
    expect((await call('/api/qi_you/postDetail', other.token, { id: first })).data.is_favourite).toBe(false);

    await call('/api/qi_you/deletePost', author.token, { id: first });
    expect(ids(await favourites(reader.token))).toEqual([second]);
    expect(await keep(first)).toMatchObject({ code: Code.FAIL, msg: msg.postUnknown });
    expect((await keep(second, true)).data).toEqual({ is_favourite: false });
    expect((await favourites(reader.token)).total).toBe(0);
    expect((await call('/api/qi_you/favouriteList', '', {})).code).toBe(Code.NEED_LOGIN);
  });

  it("records a signed-in reader's readings, the latest first, forgets one or all, and never a guest's", async () => {
    const [author, reader, other] = await Promise.all([veteran(), veteran(), veteran()]);
    const first = await publish(author, '历史一');
    const second = await publish(author, '历史二');
    await call('/api/qi_you/postDetail', reader.token, { id: first });
    await call('/api/qi_you/postDetail', reader.token, { id: second });
    await call('/api/qi_you/postDetail', '', { id: second });
    expect(ids(await history(reader.token))).toEqual([second, first]);
    // Reading it again moves it to the top, once.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('/api/qi_you/postDetail', reader.token, { id: first });
    expect(ids(await history(reader.token))).toEqual([first, second]);
    expect((await history(other.token)).total).toBe(0);

    // Another's history is out of reach: forgetting their reading forgets nothing of theirs.
    await call('/api/qi_you/postDetail', other.token, { id: first });
    expect((await call('/api/qi_you/deleteHistory', reader.token, { post_id: first })).data).toEqual({ deleted: 1 });
    expect(ids(await history(other.token))).toEqual([first]);
    expect(ids(await history(reader.token))).toEqual([second]);

    await call('/api/qi_you/deletePost', author.token, { id: second });
    expect((await history(reader.token)).total).toBe(0);
    expect((await call('/api/qi_you/deleteHistory', other.token, {})).data).toEqual({ deleted: 1 });
    expect((await history(other.token)).total).toBe(0);
    expect(await call('/api/qi_you/deleteHistory', other.token, { post_id: 'abc' })).toMatchObject({
      code: Code.FAIL,
      msg: '帖子编号格式不正确',
    });
  });
});
