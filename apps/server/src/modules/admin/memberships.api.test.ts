import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp, createStaff } from '../../test/admin';
import { createUser } from '../../test/harness';
import { buyMonthlyVip } from '../../test/money';

const suite = consoleTestApp(['operator']);

const DAY = 86_400;
const grant = (id: number, days: number, token = suite.tokens.operator, reason = '直播故障补偿') =>
  suite.call('/api/admin/users/grantVipDays', token, { id, days, reason });
const shown = async (id: number) => (await suite.call('/api/admin/users/show', suite.tokens.operator, { id })).data;
/** What the member's own page says of their membership. */
const ownView = async (token: string) => (await suite.call('/api/user/index', token)).data.userinfo;

describe('会员天数 in the user dialog', () => {
  it('gives a trader without a membership a gift membership from now, which their own pages show at once', async () => {
    const trader = await createUser(suite.app);
    expect((await shown(trader.user.id)).membership).toBeNull();
    // Read once, so the server holds its copy of the user: the grant must drop it.
    expect(await ownView(trader.token)).toMatchObject({ is_vip: 0 });
    const before = Math.floor(Date.now() / 1000);
    const answer = await grant(trader.user.id, 30);
    expect(answer).toMatchObject({
      code: Code.SUCCESS,
      data: { membership: { level: 2, is_trial: true, is_running: true } },
    });
    const end = answer.data.membership.expires_at as number;
    expect(end - before).toBeGreaterThanOrEqual(30 * DAY - 5);
    expect(end - before).toBeLessThanOrEqual(30 * DAY + 5);
    expect(await ownView(trader.token)).toMatchObject({ is_vip: 1 });
    const [row] = await suite.app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.call, '/api/admin/users/grantVipDays'))
      .orderBy(desc(adminAudit.id));
    expect(row).toMatchObject({
      role: 'operator',
      target: String(trader.user.id),
      before: { vip_expires_at: 0 },
      after: { vip_expires_at: end, days: 30, reason: '直播故障补偿' },
    });
  });

  it('adds days to a running membership at its level, exactly however many are given at once', async () => {
    const member = await createUser(suite.app);
    await buyMonthlyVip(suite.app, member);
    const start = (await shown(member.user.id)).membership;
    expect(start).toMatchObject({ level: 2, is_trial: false });
    const answers = await Promise.all(Array.from({ length: 5 }, () => grant(member.user.id, 1)));
    expect(answers.every((answer) => answer.code === Code.SUCCESS)).toBe(true);
    expect((await shown(member.user.id)).membership).toMatchObject({
      level: 2,
      is_trial: false,
      expires_at: start.expires_at + 5 * DAY,
    });
  });

  it('shows the browsers the user was last seen on', async () => {
    const trader = await createUser(suite.app);
    const uuid = randomUUID();
    await suite.app.inject({
      method: 'POST',
      url: '/api/user/addDevice',
      headers: {
        'content-type': 'application/json',
        token: trader.token,
        'user-agent': 'Mozilla/5.0 Chrome/140',
        cookie: `uuid=${uuid}`,
      },
      payload: '{}',
    });
    expect((await shown(trader.user.id)).devices).toEqual([
      expect.objectContaining({ uuid, user_agent: 'Mozilla/5.0 Chrome/140' }),
    ]);
  });

  it('refuses bad days, a missing reason, an unknown user and a role without memberships, giving nothing', async () => {
    const trader = await createUser(suite.app);
    for (const [days, reason, message] of [
      [0, '补偿', '赠送天数至少1天'],
      [367, '补偿', '赠送天数不能超过366天'],
      [7, ' ', '请填写赠送原因'],
    ] as const)
      expect(await grant(trader.user.id, days, suite.tokens.operator, reason)).toMatchObject({
        code: Code.FAIL,
        msg: message,
      });
    expect(await grant(999_999, 7)).toMatchObject({ code: Code.FAIL, msg: msg.adminUserUnknown });
    const moderator = (await createStaff(suite.app, ['moderator'])).token;
    expect(await grant(trader.user.id, 7, moderator)).toMatchObject({ code: Code.FAIL, msg: msg.adminForbidden });
    expect((await shown(trader.user.id)).membership).toBeNull();
  });
});
