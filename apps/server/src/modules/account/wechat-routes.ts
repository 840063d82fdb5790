import {
  bindPhone,
  checkWechatLogin,
  webChatAppLogin,
  webWechatAppLogin,
  webWechatLogin,
} from '@vce/contract/account-wechat';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { originOf } from '../../platform/request-info';
import {
  bindPhoneToWechat,
  checkWechatTicket,
  createWechatOauthParams,
  createWechatTicket,
  loginWithWechatCode,
} from './wechat-service';

/** WeChat login (mode 5), website OAuth (/wxLoginCallback) and bind phone (mode 6); docs/decisions.md. */
export function registerWechatRoutes(app: FastifyInstance) {
  registerCall(app, webWechatLogin, ({ request }) => createWechatTicket({ app, origin: originOf(request) }));
  registerCall(app, checkWechatLogin, async ({ body }) => {
    const result = await checkWechatTicket({ app, ticket: body.ticket });
    return result.data?.type === 1 ? new Answer(result, msg.loginSuccess) : result;
  });
  registerCall(app, webChatAppLogin, async ({ body }) => {
    const result = await loginWithWechatCode({ app, code: body.code });
    return result.type === 1 ? new Answer(result, msg.loginSuccess) : result;
  });
  registerCall(app, webWechatAppLogin, ({ body, request }) =>
    createWechatOauthParams({ app, url: body.url, origin: originOf(request) }),
  );
  registerCall(app, bindPhone, async ({ body }) => {
    const data = await bindPhoneToWechat({
      app,
      mobile: body.mobile,
      code: body.captcha,
      openid: body.openid,
      visitor: body,
    });
    return new Answer(data, msg.bindSuccess);
  });
}
