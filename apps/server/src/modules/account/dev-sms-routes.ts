import { beijingDateTime } from '@vce/market-core/calendar';
import { mobileField } from '@vce/contract/account-fields';
import type { FastifyInstance } from 'fastify';
import { success } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { findLatestOutboxMessage, listOutbox } from './sms-store';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The dev SMS provider's windows for testers: the newest code of a phone as JSON, and the outbox as
 * a page. Registered only while SMS_PROVIDER=dev (which production refuses).
 */
export function registerDevSmsRoutes(app: FastifyInstance) {
  app.get('/api/dev/sms/latest', async (request) => {
    const parsed = mobileField.safeParse((request.query as { mobile?: unknown }).mobile);
    if (!parsed.success) throw AppError.reject(parsed.error.issues[0]?.message ?? 'phoneInvalid');
    const row = await findLatestOutboxMessage(app.db, parsed.data);
    if (!row) throw AppError.reject('devSmsNone');
    return success({
      mobile: row.mobile,
      event: row.event,
      captcha: row.code,
      time: Math.floor(row.createdAt.getTime() / 1000),
    });
  });

  app.get('/dev/sms', async (_request, reply) => {
    const rows = await listOutbox(app.db, 200);
    const items = rows
      .map(
        (row) =>
          `<tr><td>${beijingDateTime(row.createdAt.getTime())}</td><td>${escapeHtml(row.mobile)}</td><td>${escapeHtml(row.event)}</td>` +
          `<td><b>${escapeHtml(row.code)}</b></td><td>${escapeHtml(row.content)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>开发短信发件箱 · development SMS outbox</title>` +
          `<style>body{font:14px sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}</style></head>` +
          `<body><h1>开发短信发件箱（development SMS outbox）</h1>` +
          `<p>SMS_PROVIDER=dev：短信未真实发送，仅保存在此处（北京时间，最新在前，最多 200 条）。</p>` +
          `<table><thead><tr><th>时间</th><th>手机号</th><th>事件</th><th>验证码</th><th>内容</th></tr></thead>` +
          `<tbody>${items || '<tr><td colspan="5">暂无短信</td></tr>'}</tbody></table></body></html>`,
      );
  });
}
