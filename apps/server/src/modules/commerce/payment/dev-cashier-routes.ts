import { devPayConfirm } from '@vce/contract/commerce-payment';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { devPageHeaders, escapeHtml, renderDevPage } from '../../../platform/dev-page';
import { AppError } from '../../../platform/errors';
import type { SandboxPayment } from '../../../providers/payment/sandbox-payment';
import { formatCents } from '@vce/contract/commerce-wallet';

const channelNames = { wechat: '微信支付', alipay: '支付宝' } as const;
const stateNames: Record<string, string> = { unpaid: '待支付', paid: '已支付', closed: '已关闭' };

const page = (title: string, body: string) =>
  renderDevPage({ title, standIn: 'payment sandbox', color: '#1677ff', body });

const orderNoOf = (source: unknown) => String((source as { order_id?: unknown } | null)?.order_id ?? '').slice(0, 40);

/**
 * The payment sandbox's cashier (DESIGN.md §5): what a WeChat QR or the Alipay form opens. A tester
 * sees the amount and presses 确认支付 (the sandbox records the payment and notifies us, signed, as
 * the real provider would) or 取消. `POST /api/dev/pay/confirm` is the same button for tests.
 * Registered only while PAYMENT_PROVIDER=sandbox.
 */
export function registerDevCashierRoutes(app: FastifyInstance, sandbox: SandboxPayment) {
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').headers(devPageHeaders).send(body);

  app.get('/dev/pay/cashier', async (request, reply) => {
    const orderNo = orderNoOf(request.query);
    const payment = await sandbox.find(orderNo);
    if (!payment) return html(reply, page('沙箱收银台', '<p>没有这笔待支付的订单。</p>'), 404);
    const form = (action: string, label: string) =>
      `<form method="post" action="/dev/pay/cashier"><input type="hidden" name="order_id" value="${escapeHtml(orderNo)}">` +
      `<input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
    return html(
      reply,
      page(
        `沙箱收银台 · ${channelNames[payment.channel as 'wechat' | 'alipay']}`,
        `<p>PAYMENT_PROVIDER=sandbox：这是开发环境的支付沙箱（沙箱支付），不会扣除真实资金。</p>` +
          `<dl><dt>商品</dt><dd>${escapeHtml(payment.subject)}</dd><dt>订单号</dt><dd>${escapeHtml(orderNo)}</dd>` +
          `<dt>金额</dt><dd><strong>¥${formatCents(payment.amountCents)}</strong></dd>` +
          `<dt>状态</dt><dd>${stateNames[payment.state] ?? payment.state}</dd></dl>` +
          (payment.state === 'unpaid' ? form('confirm', '确认支付') + form('cancel', '取消') : ''),
      ),
    );
  });

  app.post('/dev/pay/cashier', async (request, reply) => {
    const orderNo = orderNoOf(request.body);
    const action = (request.body as { action?: unknown } | null)?.action;
    const payment = await sandbox.find(orderNo);
    if (!payment) return html(reply, page('沙箱收银台', '<p>没有这笔待支付的订单。</p>'), 404);
    const back = `<p><a href="${escapeHtml(payment.returnUrl)}">返回商户页面</a></p>`;
    if (action !== 'confirm') return html(reply, page('沙箱收银台', `<p>已取消，订单仍未支付。</p>${back}`));
    const state = await sandbox.confirm(orderNo);
    const text = state === 'paid' ? '支付成功，请回到电脑端页面查看结果。' : '订单已关闭或已过期，无法支付。';
    return html(reply, page('沙箱收银台', `<p>${text}</p>${back}`));
  });

  registerCall(app, devPayConfirm, async ({ body }) => {
    const state = await sandbox.confirm(body.order_id, { loseNotice: body.lose_notice });
    if (state === 'unknown') throw AppError.reject('orderUnknown');
    return { order_id: body.order_id, state };
  });
}
