import { msg } from '@vce/contract/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { success } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { originOf } from '../../platform/request-info';
import type { DevWechat } from '../../providers/wechat/dev-wechat';
import { devPageHeaders } from '../../platform/dev-page';
import { renderIdentityPicker, renderMessage } from './dev-wechat-page';
import { confirmWechatScan } from './wechat-service';

const Identity = z.object({
  openid: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, msg.wechatOpenidInvalid),
  nickname: z.string().trim().max(32).optional().default(''),
});
const ScanBody = Identity.extend({ ticket: z.string().trim().min(1).max(64) });
const AuthorizeQuery = z.object({ redirect_uri: z.string().max(1024), state: z.string().max(128).default('') });

const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw AppError.reject(parsed.error.issues[0]?.message ?? 'invalidParams');
  return parsed.data;
};
const nicknameOf = (identity: { openid: string; nickname: string }) =>
  identity.nickname || `微信用户${identity.openid.slice(-4)}`;

/**
 * The dev WeChat stand-in's pages (DESIGN.md §5): the scan page a QR opens, its JSON twin for tests,
 * and the website OAuth identity picker. Registered only while WECHAT_PROVIDER=dev.
 */
export function registerDevWechatRoutes(app: FastifyInstance, wechat: DevWechat) {
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').headers(devPageHeaders).send(body);

  app.get('/dev/wechat/scan', async (request, reply) => {
    const ticket = String((request.query as { ticket?: unknown }).ticket ?? '').slice(0, 64);
    return html(reply, renderIdentityPicker({ title: '微信扫码登录', action: '/dev/wechat/scan', hidden: { ticket } }));
  });
  app.post('/dev/wechat/scan', async (request, reply) => {
    try {
      const body = parse(ScanBody, request.body);
      await confirmWechatScan({
        app,
        ticket: body.ticket,
        identity: { openid: body.openid, nickname: nicknameOf(body) },
      });
      return html(reply, renderMessage('微信扫码登录', `已以 ${nicknameOf(body)} 确认登录，请回到电脑端页面。`));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return html(reply, renderMessage('微信扫码登录', error.message), 400);
    }
  });
  app.post('/api/dev/wechat/scan', async (request) => {
    const body = parse(ScanBody, request.body);
    await confirmWechatScan({
      app,
      ticket: body.ticket,
      identity: { openid: body.openid, nickname: nicknameOf(body) },
    });
    return success(null, msg.ok);
  });

  const checkReturn = (request: Parameters<typeof originOf>[0], redirectUri: string) => {
    const origin = originOf(request);
    const target = URL.canParse(redirectUri) ? new URL(redirectUri) : null;
    if (!target || target.origin !== origin) throw AppError.reject('wechatRedirectInvalid');
    return target;
  };
  app.get('/dev/wechat/authorize', async (request, reply) => {
    const query = parse(AuthorizeQuery, request.query);
    checkReturn(request, query.redirect_uri);
    const page = renderIdentityPicker({ title: '微信授权登录', action: '/dev/wechat/authorize', hidden: query });
    return html(reply, page);
  });
  app.post('/dev/wechat/authorize', async (request, reply) => {
    const body = parse(AuthorizeQuery.extend(Identity.shape), request.body);
    const target = checkReturn(request, body.redirect_uri);
    target.searchParams.set('code', await wechat.issueCode({ openid: body.openid, nickname: nicknameOf(body) }));
    target.searchParams.set('state', body.state);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });
}
