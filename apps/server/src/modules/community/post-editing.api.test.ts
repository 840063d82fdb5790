import { Code } from '@vce/contract/codes';
import { postEditClosed } from '@vce/contract/community';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../db/schema/community';
import { callAs, createTestApp, createVeteran, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => callAs(app)(url, token, body);
const veteran = () => createVeteran(app);

describe('editing a post', () => {
  it('lets its author change it within 24 hours: products and topics follow, markup is sanitised, others are refused', async () => {
    const [author, other] = await Promise.all([veteran(), veteran()]);
    const { id } = (
      await call('/api/qi_you/addPost', author.token, { title: '螺纹看空', content: '<p>$螺纹$ 看空 #每日复盘#</p>' })
    ).data as { id: number };
    const edit = (token: string, body: object) => call('/api/qi_you/editPost', token, { id, ...body });

    expect(
      await edit(author.token, {
        title: '改看铁矿',
        content: '<p>$铁矿石$ 更弱 #仓位管理# [跌]</p><script>alert(1)</script><p onclick="x()">止损</p>',
      }),
    ).toMatchObject({ code: Code.SUCCESS, data: { id } });
    const detail = (await call('/api/qi_you/postDetail', author.token, { id })).data;
    expect(detail).toMatchObject({
      title: '改看铁矿',
      products: [{ symbol: 'i', name: '铁矿石' }],
      topics: [{ name: '仓位管理' }],
    });
    expect(detail.edited_time).toBeGreaterThanOrEqual(detail.create_time);
    expect(detail.content).not.toMatch(/script|onclick/);
    expect(detail.content).toContain('alt="[跌]"');
    const board = (await call('/api/qi_you/postList', '', { symbol: 'rb', limit: 50 })).data.list as { id: number }[];
    expect(board.map((row) => row.id)).not.toContain(id);

    // Another's edit is refused as if the post did not exist; bad input is told.
    expect(await edit(other.token, { title: '篡改', content: '<p>x</p>' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.postUnknown,
    });
    expect((await call('/api/qi_you/postDetail', '', { id })).data.title).toBe('改看铁矿');
    expect(await edit(author.token, { title: '', content: '<p>x</p>' })).toMatchObject({ msg: msg.postTitleEmpty });

    // Past the window, the author too is told it is closed.
    await app.db
      .update(communityPosts)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(communityPosts.id, id));
    expect(await edit(author.token, { title: '再改', content: '<p>y</p>' })).toMatchObject({
      code: Code.FAIL,
      msg: postEditClosed,
    });
  });
});
