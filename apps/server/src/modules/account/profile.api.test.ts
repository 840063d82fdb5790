import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { communityPosts } from '../../db/schema/community';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/account';
import { products } from '../../db/schema/market';
import { userFollows } from '../../db/schema/account-profile';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: Record<string, unknown> = {}) =>
  post(app, url, body, { token }).then((r) => r.json());
const userRow = async (id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

describe('/api/user/profile', () => {
  it('accepts the three shapes and answers 修改成功', async () => {
    const { user, token } = await createUser(app);
    const avatar = '/images/avatars/avatar-03.svg';
    expect(await call('/api/user/profile', token, { nickname: ' 新昵称 ', gender: 2 })).toMatchObject({
      code: Code.SUCCESS,
      msg: msg.profileUpdated,
    });
    expect(await userRow(user.id)).toMatchObject({ nickname: '新昵称', gender: 2 });
    expect((await call('/api/user/profile', token, { avatar })).code).toBe(Code.SUCCESS);
    expect((await call('/api/user/profile', token, { avatar, nickname: '期友小王' })).code).toBe(Code.SUCCESS);
    expect(await userRow(user.id)).toMatchObject({ nickname: '期友小王', gender: 2, avatar });
  });

  it('checks the nickname, the gender and the avatar', async () => {
    const { token } = await createUser(app);
    const profile = (body: Record<string, unknown>) => call('/api/user/profile', token, body);
    expect((await profile({ nickname: '  ' })).msg).toBe(msg.nicknameRequired);
    expect((await profile({ avatar: '/images/avatars/avatar-01.svg', nickname: '' })).msg).toBe(msg.nicknameRequired);
    expect((await profile({ nickname: '一二三四五六七八九十一二三' })).msg).toBe(msg.nicknameTooLong);
    expect((await profile({ nickname: 'a\u0007b' })).msg).toBe(msg.nicknameInvalid);
    expect((await profile({ nickname: '期友', gender: 3 })).msg).toBe(msg.genderInvalid);
    expect((await profile({ avatar: 'https://evil.example/a.png' })).msg).toBe(msg.avatarInvalid);
    expect((await profile({ avatar: '/uploads/0123456789abcdef0123456789abcdef.png' })).msg).toBe(msg.avatarInvalid);
    expect((await profile({})).msg).toBe(msg.profileEmpty);
  });
});

describe('follows', () => {
  it('counts and lists followees and fans with whether they follow back', async () => {
    const { user: me, token } = await createUser(app);
    const { user: mutual } = await createUser(app);
    const { user: idol } = await createUser(app);
    const { user: fan } = await createUser(app);
    await app.db.insert(userFollows).values([
      { followerId: me.id, followeeId: mutual.id },
      { followerId: mutual.id, followeeId: me.id },
      { followerId: me.id, followeeId: idol.id },
      { followerId: fan.id, followeeId: me.id },
    ]);
    expect((await call('/api/user/getUserCount', token)).data).toEqual({ follow_count: 2, fans_count: 2 });
    const follows = (await call('/api/user/followList', token, { page: 1, limit: 10 })).data;
    expect(follows.total).toBe(2);
    const back = Object.fromEntries(
      follows.list.map((item: { id: number; is_follow_back: number }) => [item.id, item.is_follow_back]),
    );
    expect(back).toEqual({ [mutual.id]: 1, [idol.id]: 0 });
    const fans = (await call('/api/user/fansList', token, { page: 1, limit: 1 })).data;
    expect(fans.total).toBe(2);
    expect(fans.list).toHaveLength(1);
    expect((await call('/api/user/fansList', token, { limit: 51 })).code).toBe(Code.FAIL);
  });
});

describe('avatars and followed products', () => {
  it('lists at least 8 avatar choices', async () => {
    const body = (await post(app, '/api/user/getAvatarLists')).json();
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    expect(body.data[0].url).toMatch(/^\/images\/avatars\/.+\.svg$/);
  });

  it('saves up to 6 known products and reads them back in order', async () => {
    const { token } = await createUser(app);
    const ids = (await app.db.select({ id: products.id }).from(products).limit(7)).map((p) => p.id);
    const save = (typeText: string) => call('/api/user/saveCategoryList', token, { type_text: typeText });
    expect(await save(ids.slice(0, 7).join(','))).toMatchObject({ code: Code.FAIL, msg: msg.tooManySymbols });
    expect(await save(`${ids[0]},999999`)).toMatchObject({ code: Code.FAIL, msg: msg.symbolUnknown });
    expect(await save('1,abc')).toMatchObject({ code: Code.FAIL, msg: msg.symbolUnknown });
    const chosen = [ids[3], ids[1], ids[5]];
    expect(await save(chosen.join(','))).toMatchObject({ code: Code.SUCCESS, msg: msg.symbolsSaved });
    expect((await call('/api/user/getCategoryList', token)).data.map((p: { id: number }) => p.id)).toEqual(chosen);
    expect((await save('')).code).toBe(Code.SUCCESS);
    expect((await call('/api/user/getCategoryList', token)).data).toEqual([]);
  });
});

describe('/api/user/checkUserPrivilege', () => {
  it('answers check_login and check_vip, and refuses an unknown tag', async () => {
    const { token } = await createUser(app);
    const { token: vipToken } = await createUser(app, { vip: true });
    const check = (tag: string, t = '') => call('/api/user/checkUserPrivilege', t, { tag });
    expect((await check('check_login')).data).toMatchObject({
      has_privilege: 0,
      tag: 'check_login',
      tip: { type: 'login', button_list: [{ type: 'login', value: '立即登录' }], show_service: 0 },
    });
    expect((await check('check_login', token)).data).toEqual({ has_privilege: 1, tag: 'check_login', tip: null });
    expect((await check('check_vip', token)).data).toMatchObject({
      has_privilege: 0,
      tip: { type: 'vip', vip_rights_type: 1, content_image: '/images/tips/vip-rights-1.svg', show_service: 1 },
    });
    expect((await check('check_vip_ai', token)).data.tip).toMatchObject({
      vip_rights_type: 3,
      title: '开通VIP，AI助手不限次',
    });
    expect((await check('check_vip', vipToken)).data).toMatchObject({ has_privilege: 1, tip: null });
    expect(await check('check_admin', token)).toMatchObject({ code: Code.FAIL, msg: msg.privilegeTagUnknown });
  });
});

describe('/api/user/getUserPoster', () => {
  it('renders a PNG poster, reused until the profile changes', async () => {
    const { token } = await createUser(app, { avatar: '/images/avatars/avatar-02.svg' });
    const first = (await call('/api/user/getUserPoster', token, { type: 1 })).data.poster_url as string;
    expect(first).toMatch(/^http:\/\/localhost\/uploads\/p-[0-9a-f]{32}\.png$/);
    const image = await app.inject({ method: 'GET', url: new URL(first).pathname });
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 750 });
    expect((await call('/api/user/getUserPoster', token, { type: 1 })).data.poster_url).toBe(first);
    await call('/api/user/profile', token, { nickname: '改了名字' });
    expect((await call('/api/user/getUserPoster', token, { type: 1 })).data.poster_url).not.toBe(first);
    expect((await call('/api/user/getUserPoster', token, { type: 9 })).msg).toBe(msg.posterTypeInvalid);
  });

  it("renders a community post's share poster, with a QR code to the post; a post gone is refused", async () => {
    const { token } = await createUser(app);
    const author = await createUser(app);
    const [row] = await app.db
      .insert(communityPosts)
      .values({ userId: author.user.id, title: '螺纹夜盘复盘', content: '<p>放量下跌</p>', excerpt: '放量下跌' })
      .returning();
    const poster = (await call('/api/user/getUserPoster', token, { type: 2, post_id: row!.id })).data
      .poster_url as string;
    expect(poster).toMatch(/^http:\/\/localhost\/uploads\/p-[0-9a-f]{32}\.png$/);
    const image = await app.inject({ method: 'GET', url: new URL(poster).pathname });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 750, height: 1200 });
    expect(await call('/api/user/getUserPoster', token, { type: 2, post_id: 999_999 })).toMatchObject({
      code: Code.FAIL,
      msg: msg.postUnknown,
    });
    expect(await call('/api/user/getUserPoster', token, { type: 2 })).toMatchObject({ msg: msg.postUnknown });
  });
});
