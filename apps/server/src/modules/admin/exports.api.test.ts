import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { orders } from '../../db/schema/commerce-payment';
import { communityReports } from '../../db/schema/community-reports';
import { createStaff } from '../../test/admin';
import { insertCooperationRequest } from '../shell/cooperation-store';
import { callAs, createTestApp, createUser, createVeteran, post, type TestApp } from '../../test/harness';

let app: TestApp;
let finance: { token: string; user: { id: number } };
let service: string;

beforeAll(async () => {
  app = await createTestApp();
  finance = await createStaff(app, ['finance']);
  service = (await createStaff(app, ['service'])).token;
});
afterAll(() => app.close());

/** An export as the console downloads it: the file's text and its headers. */
async function download(path: string, token: string, body: object) {
  const res = await post(app, path, body, { token });
  return { type: res.headers['content-type'], disposition: String(res.headers['content-disposition']), text: res.body };
}
const rowsOf = (text: string) => parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

describe('console exports', () => {
  it('streams every order of the filter as CSV, across batches of the same instant, and logs who took it', async () => {
    const buyer = await createUser(app);
    const at = new Date('2026-11-20T02:00:00.123456Z');
    // 2,500 orders of one instant: the export's batches of 1,000 must neither skip nor repeat one.
    await app.db.insert(orders).values(
      Array.from({ length: 2_500 }, (_, i) => ({
        orderNo: `EXP${buyer.user.id}-${String(i).padStart(4, '0')}`,
        userId: buyer.user.id,
        kind: 'vip',
        itemName: i === 0 ? '=cmd|calc' : 'VIP月卡',
        amountCents: 3_000,
        payType: 'wechat',
        state: 'paid',
        expiresAt: at,
        paidAt: at,
        createdAt: at,
      })),
    );
    const file = await download('/api/admin/orders/export', finance.token, { keyword: String(buyer.user.id) });
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename\*=UTF-8''%E8%AE%A2%E5%8D%95_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text.startsWith('\uFEFF订单号,用户ID,商品类型,商品,金额')).toBe(true);
    const rows = rowsOf(file.text);
    expect(rows).toHaveLength(2_500);
    expect(new Set(rows.map((row) => row['订单号'])).size).toBe(2_500);
    expect(rows[0]).toMatchObject({
      用户ID: String(buyer.user.id),
      金额: '30.00',
      支付方式: '微信支付',
      状态: '已支付',
    });
    expect(rows.find((row) => row['订单号']!.endsWith('-0000'))!['商品']).toBe("'=cmd|calc");
    expect(rows[0]!['下单时间']).toBe('2026-11-20 10:00:00');

    const [entry] = await app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.actorId, finance.user.id))
      .orderBy(desc(adminAudit.id))
      .limit(1);
    expect(entry).toMatchObject({
      call: '/api/admin/orders/export',
      action: 'export',
      target: 'export',
      role: 'finance',
    });
    expect(entry!.after).toMatchObject({ keyword: String(buyer.user.id) });
  });

  it('exports the users an operator finds, a nickname written like a formula kept as text', async () => {
    const operator = await createStaff(app, ['operator']);
    const trader = await createUser(app, { nickname: '=HYPERLINK("http://x")' });
    const rows = rowsOf(
      (await download('/api/admin/users/export', operator.token, { keyword: String(trader.user.id) })).text,
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        用户ID: String(trader.user.id),
        昵称: `'=HYPERLINK("http://x")`,
        状态: '正常',
        后台角色: '',
      }),
    );
    const staff = rowsOf((await download('/api/admin/users/export', operator.token, { status: 'staff' })).text);
    expect(staff.find((row) => row['用户ID'] === String(operator.user.id))).toMatchObject({ 后台角色: '运营' });
  });

  it('exports the cooperation inbox an operator follows up', async () => {
    const operator = await createStaff(app, ['operator']);
    await insertCooperationRequest(app.db, {
      name: '李经理',
      mobile: '13800000001',
      company: '某期货培训机构',
      kind: 'teaching',
      message: '希望合作录播课程',
      userId: null,
      ip: '',
    });
    const rows = rowsOf((await download('/api/admin/cooperation/export', operator.token, { status: 'new' })).text);
    expect(rows[0]).toMatchObject({
      联系人: '李经理',
      手机号: '13800000001',
      状态: '待跟进',
      合作说明: '希望合作录播课程',
    });
  });

  it('exports the audit log the owner filters, and refuses a role without export and bad filters', async () => {
    const owner = await createStaff(app, ['owner']);
    const file = await download('/api/admin/audit/export', owner.token, {
      actor_id: finance.user.id,
      action: 'export',
    });
    const rows = rowsOf(file.text);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ 操作人ID: String(finance.user.id), 角色: '财务', 资源: '订单', 动作: '导出' });

    const call = callAs(app);
    expect(await call('/api/admin/orders/export', service, {})).toMatchObject({
      code: Code.FAIL,
      msg: msg.adminForbidden,
    });
    expect(await call('/api/admin/orders/export', '', {})).toMatchObject({ code: Code.NEED_LOGIN });
    expect((await call('/api/admin/orders/export', finance.token, { from: '2026-02-30' })).msg).toBe(
      '开始日期不是有效日期',
    );
  });

  it('exports the moderation queue a moderator filters, every target once across batches, with its reasons', async () => {
    const moderator = await createStaff(app, ['moderator']);
    const call = callAs(app);
    const [author, reader] = await Promise.all([createVeteran(app), createVeteran(app)]);
    const title = `导出举报 ${Date.now() % 100_000}`;
    const posted = await call('/api/qi_you/addPost', author.token, { title, content: `<p>${title}，加群带单</p>` });
    await call('/api/qi_you/report', reader.token, { type: 'post', id: posted.data.id, reason: 'scam' });
    // 620 decided reports of comments: more than one of the export's batches of 500.
    await app.db.insert(communityReports).values(
      Array.from({ length: 620 }, (_, i) => ({
        reporterId: reader.user.id,
        targetType: 'comment',
        targetId: 900_000 + i,
        postId: posted.data.id,
        reason: 'spam',
        status: 'dismissed',
      })),
    );
    const pending = rowsOf((await download('/api/admin/reports/export', moderator.token, { status: 'pending' })).text);
    expect(pending.find((row) => row['帖子标题'] === title)).toMatchObject({
      类型: '帖子',
      作者ID: String(author.user.id),
      举报人数: '1',
      举报理由: '荐股喊单或诈骗×1',
      内容状态: '显示中',
      处理结果: '待处理',
    });
    const handled = rowsOf(
      (await download('/api/admin/reports/export', moderator.token, { status: 'handled', type: 'comment' })).text,
    );
    const ids = handled.map((row) => Number(row['编号'])).filter((id) => id >= 900_000);
    expect(ids).toHaveLength(620);
    expect(new Set(ids).size).toBe(620);
    expect(handled[0]).toMatchObject({ 类型: '评论', 处理结果: '已驳回' });
    expect(await call('/api/admin/reports/export', finance.token, { status: 'pending' })).toMatchObject({
      msg: msg.adminForbidden,
    });
  });
});
