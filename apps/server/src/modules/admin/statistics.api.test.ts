import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema/account';
import { assistantChats } from '../../db/schema/assistant';
import { orders } from '../../db/schema/commerce-payment';
import { siteStatistics } from '../../db/schema/shell';
import { createStaff } from '../../test/admin';
import { callAs, createTestApp, createUser, type TestApp } from '../../test/harness';

let app: TestApp;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
});
afterAll(() => app.close());

/** Instants either side of Beijing midnight between 10 and 11 March 2025 (16:00 UTC). */
const lateOnTenth = new Date('2025-03-10T15:59:59Z');
const earlyOnEleventh = new Date('2025-03-10T16:00:00Z');

describe('数据统计', () => {
  it('counts each Beijing day’s visitors, page views, sign-ups, sign-ins, members bought, money and questions', async () => {
    const [first, second] = await Promise.all([
      createUser(app, { createdAt: lateOnTenth }),
      createUser(app, { createdAt: earlyOnEleventh }),
    ]);
    await app.db.insert(siteStatistics).values([
      { type: 15, uuid: 'visitor-a', path: '/bbas', createdAt: lateOnTenth },
      { type: 15, uuid: 'visitor-a', path: '/bbas', createdAt: lateOnTenth },
      { type: 284, uuid: 'visitor-b', createdAt: lateOnTenth },
      { type: 15, uuid: 'visitor-a', path: '/classroomV2', createdAt: earlyOnEleventh },
    ]);
    await app.db.insert(userTokens).values([
      {
        userId: first.user.id,
        tokenHash: `stat-${first.user.id}-1`,
        expiresAt: earlyOnEleventh,
        createdAt: lateOnTenth,
      },
      {
        userId: second.user.id,
        tokenHash: `stat-${second.user.id}-1`,
        expiresAt: earlyOnEleventh,
        createdAt: earlyOnEleventh,
      },
    ]);
    const order = (userId: number, no: string, state: string, amountCents: number, kind = 'vip') => ({
      orderNo: no,
      userId,
      kind,
      itemName: 'VIP月卡',
      amountCents,
      payType: 'wechat',
      state,
      expiresAt: earlyOnEleventh,
      paidAt: earlyOnEleventh,
      createdAt: earlyOnEleventh,
    });
    await app.db
      .insert(orders)
      .values([
        order(first.user.id, 'STAT1', 'paid', 6_800),
        order(second.user.id, 'STAT2', 'refunded', 6_800),
        order(second.user.id, 'STAT3', 'paid', 19_900, 'course'),
      ]);
    await app.db.insert(assistantChats).values({
      userId: first.user.id,
      visitor: '',
      sessionId: 's',
      prompt: '螺纹钢怎么看',
      cost: 1,
      engine: 'builtin',
      createdAt: lateOnTenth,
    });

    const operator = await createStaff(app, ['operator']);
    const shown = await call('/api/admin/statistics/show', operator.token, { from: '2025-03-10', to: '2025-03-12' });
    expect(shown.code).toBe(Code.SUCCESS);
    expect(shown.data).toMatchObject({
      days: ['2025-03-10', '2025-03-11', '2025-03-12'],
      visitors: [2, 1, 0],
      page_views: [2, 1, 0],
      signups: [1, 1, 0],
      logins: [1, 1, 0],
      vip_buyers: [0, 2, 0],
      assistant_questions: [1, 0, 0],
      by_type: [
        { type: 15, name: '页面浏览', count: 3 },
        { type: 284, name: '搜索框', count: 1 },
      ],
      by_route: [
        { path: '/bbas', count: 2 },
        { path: '/classroomV2', count: 1 },
      ],
    });
    // A refunded order is no money; the course's is.
    expect(shown.data.revenue).toContainEqual({ kind: 'vip', yuan: [0, 68, 0] });
    expect(shown.data.revenue).toContainEqual({ kind: 'course', yuan: [0, 199, 0] });
  });

  it('refuses a backwards or too long range and a role without statistics', async () => {
    const operator = await createStaff(app, ['operator']);
    const moderator = await createStaff(app, ['moderator']);
    const show = (body: object, token = operator.token) => call('/api/admin/statistics/show', token, body);
    expect((await show({ from: '2025-03-12', to: '2025-03-10' })).msg).toBe('开始日期不能晚于结束日期');
    expect((await show({ from: '2025-01-01', to: '2025-06-01' })).msg).toBe('一次最多查看92天');
    expect((await show({ from: '2025-03-10', to: '2025-03-12' }, moderator.token)).msg).toBe(msg.adminForbidden);
  });
});
