import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { userCoupons } from '../../db/schema/commerce-coupons';
import { createStaff, sampleCouponTemplate } from '../../test/admin';
import { callAs, createTestApp, createUser, type TestApp } from '../../test/harness';

let app: TestApp;
let call: ReturnType<typeof callAs>;
let operator: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
  operator = await createStaff(app, ['operator']);
});
afterAll(() => app.close());

const templates = async () => (await call('/api/admin/coupons/templates', operator.token)).data.list;
const couponsOf = async (token: string): Promise<{ name: string; value: string; rate: number; min_spend: string }[]> =>
  (await call('/api/finance/couponList', token, { status: 'unused' })).data.list;
const couponCount = async () => (await app.db.select({ n: count() }).from(userCoupons))[0]!.n;
const lastAudit = async () => (await app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0]!;
let batchRound = 0;
const batchNo = () => `test-batch-${String(++batchRound).padStart(4, '0')}`;

describe('优惠券', () => {
  it('makes a kind of coupon and corrects it; coupons given keep the terms they were given with', async () => {
    expect((await templates()).length).toBeGreaterThan(0);
    const made = await call('/api/admin/coupons/createTemplate', operator.token, sampleCouponTemplate);
    expect(made.code).toBe(Code.SUCCESS);
    expect(made.data).toMatchObject({ ...sampleCouponTemplate, given: 0, used: 0 });
    const id = made.data.id as number;
    const trader = await createUser(app);
    const given = await call('/api/admin/coupons/grant', operator.token, {
      template_id: id,
      user_ids: [trader.user.id],
      batch_no: batchNo(),
      note: '课程节活动',
    });
    expect(given.data).toMatchObject({ granted: 1, users: 1 });

    const corrected = await call('/api/admin/coupons/updateTemplate', operator.token, {
      ...sampleCouponTemplate,
      id,
      amount: '30',
    });
    expect(corrected.data).toMatchObject({ amount: '30.00', given: 1 });
    expect(await lastAudit()).toMatchObject({
      call: '/api/admin/coupons/updateTemplate',
      role: 'operator',
      target: String(id),
      before: { amount: '20.00' },
      after: { amount: '30.00' },
    });
    expect(await couponsOf(trader.token)).toEqual([
      expect.objectContaining({ name: sampleCouponTemplate.name, value: '20.00', min_spend: '100.00' }),
    ]);
  });

  it('gives a batch once: sent again or three times at once, each user holds one coupon of it', async () => {
    const [template] = await templates();
    const traders = await Promise.all([createUser(app), createUser(app)]);
    const ids = traders.map((trader) => trader.user.id);
    const batch = { template_id: template.id, user_ids: [...ids, ids[0]], batch_no: batchNo(), note: '老用户回馈' };
    const first = await call('/api/admin/coupons/grant', operator.token, batch);
    expect(first.data).toEqual({ batch_no: batch.batch_no, granted: 2, users: 2 });
    expect((await call('/api/admin/coupons/grant', operator.token, batch)).data).toMatchObject({ granted: 0 });

    const racing = { ...batch, batch_no: batchNo() };
    const before = await couponCount();
    const answers = await Promise.all([1, 2, 3].map(() => call('/api/admin/coupons/grant', operator.token, racing)));
    expect(answers.map((answer) => answer.code)).toEqual([Code.SUCCESS, Code.SUCCESS, Code.SUCCESS]);
    expect(answers.reduce((sum, answer) => sum + answer.data.granted, 0)).toBe(2);
    expect(await couponCount()).toBe(before + 2);
    for (const trader of traders) {
      const held = await couponsOf(trader.token);
      expect(held.filter((coupon) => coupon.name === template.name)).toHaveLength(2);
    }

    const batches = (await call('/api/admin/coupons/batches', operator.token, { page: 1, limit: 10 })).data;
    expect(batches.list[0]).toMatchObject({
      batch_no: racing.batch_no,
      template: { id: template.id, name: template.name },
      note: '老用户回馈',
      by: { id: operator.user.id },
      users: 2,
      used: 0,
    });
    expect(await lastAudit()).toMatchObject({ call: '/api/admin/coupons/grant', target: `batch:${racing.batch_no}` });

    // Each trader is told of each batch once, however often it was sent.
    await app.events.settle();
    for (const trader of traders) {
      const notices = (await call('/api/notice/list', trader.token, {})).data.list;
      expect(notices).toHaveLength(2);
      expect(notices[0]).toMatchObject({
        type: 'coupon_granted',
        link: '/my/coupon',
        content: expect.stringContaining(`平台送你一张优惠券「${template.name}」`),
      });
    }
  });

  it('refuses what would not work, in Chinese, and gives nothing', async () => {
    const [template] = await templates();
    const trader = await createUser(app);
    const before = await couponCount();
    const grant = { template_id: template.id, user_ids: [trader.user.id], batch_no: batchNo(), note: '测试' };
    const refusals: [string, object, string][] = [
      [
        '/api/admin/coupons/grant',
        { ...grant, user_ids: [trader.user.id, 999_998, 999_999] },
        '以下用户ID不存在：999998、999999',
      ],
      ['/api/admin/coupons/grant', { ...grant, template_id: 999_999 }, msg.couponTemplateUnknown],
      ['/api/admin/coupons/grant', { ...grant, user_ids: [] }, '请填写要发放的用户ID'],
      ['/api/admin/coupons/grant', { ...grant, batch_no: 'x' }, '批次号格式不正确'],
      ['/api/admin/coupons/createTemplate', { ...sampleCouponTemplate, amount: '0' }, '减免金额须大于0'],
      ['/api/admin/coupons/createTemplate', { ...sampleCouponTemplate, product_kinds: ['recharge'] }, '适用商品不正确'],
      ['/api/admin/coupons/createTemplate', { ...sampleCouponTemplate, valid_days: 0 }, '有效天数须为1至365'],
      [
        '/api/admin/coupons/createTemplate',
        { ...sampleCouponTemplate, amount: '1.234' },
        '减免金额格式不正确（如 10、9.90）',
      ],
      ['/api/admin/coupons/updateTemplate', { ...sampleCouponTemplate, id: 999_999 }, msg.couponTemplateUnknown],
    ];
    for (const [path, body, message] of refusals)
      expect(await call(path, operator.token, body), message).toMatchObject({ code: Code.FAIL, msg: message });
    expect(await couponCount()).toBe(before);

    // A batch key belongs to one kind of coupon: reused for another, it is refused.
    const other = (await call('/api/admin/coupons/createTemplate', operator.token, sampleCouponTemplate)).data.id;
    await call('/api/admin/coupons/grant', operator.token, grant);
    expect(await call('/api/admin/coupons/grant', operator.token, { ...grant, template_id: other })).toMatchObject({
      msg: msg.couponBatchReused,
    });
    expect(await app.db.select().from(userCoupons).where(eq(userCoupons.userId, trader.user.id))).toHaveLength(1);
  });

  it('makes a discount that pays its rate of the price', async () => {
    const discount = await call('/api/admin/coupons/createTemplate', operator.token, {
      ...sampleCouponTemplate,
      name: '指标八五折券',
      kind: 'discount',
      amount: '0',
      rate_percent: 85,
      product_kinds: ['indicator'],
    });
    expect(discount.data).toMatchObject({ kind: 'discount', amount: '0.00', rate_percent: 85 });
    const trader = await createUser(app);
    await call('/api/admin/coupons/grant', operator.token, {
      template_id: discount.data.id,
      user_ids: [trader.user.id],
      batch_no: batchNo(),
      note: '指标周',
    });
    expect(await couponsOf(trader.token)).toEqual([expect.objectContaining({ name: '指标八五折券', rate: 85 })]);
  });
});
