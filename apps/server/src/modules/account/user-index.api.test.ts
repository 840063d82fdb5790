import { userIndex } from '@vce/contract/account';
import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema/account';
import { hashToken } from '../../platform/auth';
import { createTestApp, createUser, membershipOf, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Calls that need a signed-in user, with a body that is valid for each. */
const userCalls = [
  { url: '/api/user/index', body: {} },
  { url: '/api/task/finishTask', body: { type: 24, device_info: 'pc' } },
  { url: '/api/chat/bindUser', body: { client_id: 'abc' } },
];

async function expiredToken() {
  const { user } = await createUser(app);
  const { token } = await app.auth.issueToken(user.id);
  await app.db
    .update(userTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(userTokens.tokenHash, hashToken(token)));
  return token;
}

async function revokedToken() {
  const { token } = await createUser(app);
  // Used once first, so the revocation must also reach the token cache.
  expect((await post(app, '/api/user/index', {}, { token })).json().code).toBe(Code.SUCCESS);
  await app.auth.revokeToken(token);
  return token;
}

describe('calls that need a login', () => {
  const badTokens: [string, () => Promise<string>][] = [
    ['no token', async () => ''],
    ['a garbage token', async () => 'not-a-real-token'],
    ['an overlong token', async () => 'f'.repeat(5000)],
    ['an expired token', expiredToken],
    ['a revoked token', revokedToken],
  ];

  for (const [label, makeToken] of badTokens) {
    it(`answer 4001 to ${label}`, async () => {
      const token = await makeToken();
      for (const { url, body } of userCalls) {
        const res = await post(app, url, body, { token });
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toMatchObject({ code: Code.NEED_LOGIN, msg: msg.needLogin, data: null });
      }
    });
  }

  it('succeed with a valid token', async () => {
    const { token } = await createUser(app);
    for (const { url, body } of userCalls) {
      expect((await post(app, url, body, { token })).json().code, url).toBe(Code.SUCCESS);
    }
  });
});

describe('/api/user/index', () => {
  it('answers the user info of spec 000 §3 for a non-member', async () => {
    const { user, token } = await createUser(app, { nickname: '期友小王', avatar: '/a.png', mobile: '13912345678' });
    const body = (await post(app, '/api/user/index', {}, { token })).json();
    const { userinfo } = userIndex.data.parse(body.data);
    expect(userinfo).toMatchObject({
      id: user.id,
      nickname: '期友小王',
      avatar: '/a.png',
      token,
      is_vip: 0,
      mobile: '139****5678',
      level: { level: 1, isVip: 0, moneyLevel: 1, levelExpirationTime: 0, tagImage: '' },
    });
    expect(userinfo.level.levelImage).not.toBe('');
    expect(userinfo.level.nextTipTime).toBeGreaterThan(0);
  });

  it('marks a VIP user with is_vip 1 and the expiry time', async () => {
    const { user, token } = await createUser(app, { vip: true });
    const body = (await post(app, '/api/user/index', {}, { token })).json();
    const { userinfo } = userIndex.data.parse(body.data);
    expect(userinfo.is_vip).toBe(1);
    expect(userinfo.level).toMatchObject({
      isVip: 1,
      level: 2,
      levelExpirationTime: Math.floor(((await membershipOf(app, user.id))?.vipExpiresAt?.getTime() ?? 0) / 1000),
    });
    expect(userinfo.level.tagImage).not.toBe('');
  });

  it('treats a lapsed membership as no membership', async () => {
    const { token } = await createUser(app, { vipLevel: 3, vipExpiresAt: new Date(Date.now() - 86_400_000) });
    const { userinfo } = userIndex.data.parse((await post(app, '/api/user/index', {}, { token })).json().data);
    expect(userinfo).toMatchObject({ is_vip: 0, level: { isVip: 0, level: 1 } });
  });

  it('shows the V券 balance in yuan with two decimals', async () => {
    const { token } = await createUser(app, { moneyCents: 12_345, score: 7 });
    const { userinfo } = userIndex.data.parse((await post(app, '/api/user/index', {}, { token })).json().data);
    expect(userinfo).toMatchObject({ money: '123.45', score: 7 });
  });

  it('accepts the token with surrounding spaces', async () => {
    const { token } = await createUser(app);
    const res = await post(app, '/api/user/index', {}, { token: ` ${token} ` });
    expect(res.json().code).toBe(Code.SUCCESS);
  });
});

describe('the user info after a change', () => {
  it('shows a new nickname and avatar at once, though user rows are cached', async () => {
    const { token } = await createUser(app, { nickname: '旧昵称' });
    const before = userIndex.data.parse((await post(app, '/api/user/index', {}, { token })).json().data);
    expect(before.userinfo.nickname).toBe('旧昵称');
    const avatars = (await post(app, '/api/user/getAvatarLists', {}, { token })).json().data as { url: string }[];
    const avatar = avatars[0]?.url ?? '';
    expect((await post(app, '/api/user/profile', { nickname: '新昵称', avatar }, { token })).json().code).toBe(1);
    const after = userIndex.data.parse((await post(app, '/api/user/index', {}, { token })).json().data);
    expect(after.userinfo.nickname).toBe('新昵称');
    expect(after.userinfo.avatar).toBe(avatar);
  });

  it('shows a membership that lapses while the row is cached as lapsed at once', async () => {
    const { token } = await createUser(app, { vip: true, vipExpiresAt: new Date(Date.now() + 1500) });
    const index = async () =>
      userIndex.data.parse((await post(app, '/api/user/index', {}, { token })).json().data).userinfo;
    expect((await index()).is_vip).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await index()).toMatchObject({ is_vip: 0, level: { isVip: 0, level: 1 } });
  });

  it('answers each session of a user with its own token', async () => {
    const { user, token } = await createUser(app);
    const second = (await app.auth.issueToken(user.id)).token;
    for (const asked of [token, second, token]) {
      const { userinfo } = userIndex.data.parse((await post(app, '/api/user/index', {}, { token: asked })).json().data);
      expect(userinfo.token).toBe(asked);
    }
  });
});
