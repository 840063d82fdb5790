import { login, logout, mobileLogin, register } from '@vce/contract/account-login';
import { getRandNickname, resetPwd, setPwd } from '@vce/contract/account-password';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { loginWithPassword, loginWithSmsCode, registerWithSmsCode } from './login-service';
import { createLoginThrottle } from './login-throttle';
import { createRandomNickname } from './nickname';
import { resetPassword, setFirstPassword } from './password-service';

/** The login dialog's calls (spec 000 §7): SMS login, registration, password login and reset, sign-out. */
export function registerLoginRoutes(app: FastifyInstance) {
  const throttle = createLoginThrottle(app.shortLived);

  registerCall(app, mobileLogin, async ({ body }) => {
    const data = await loginWithSmsCode({ app, mobile: body.mobile, code: body.captcha, visitor: body });
    return new Answer(data, msg.loginSuccess);
  });

  registerCall(app, register, async ({ body }) => {
    const data = await registerWithSmsCode({ app, mobile: body.mobile, code: body.captcha, visitor: body });
    return new Answer(data, msg.registerSuccess);
  });

  registerCall(app, login, async ({ body, request }) => {
    const data = await loginWithPassword({
      app,
      throttle,
      account: body.account,
      password: body.password,
      ip: request.ip,
      agreementVersion: body.agreement_version,
    });
    return new Answer(data, msg.loginSuccess);
  });

  registerCall(app, setPwd, async ({ body, userId }) => {
    await setFirstPassword({ app, userId, password: body.password });
    return new Answer(null, msg.passwordSet);
  });

  registerCall(app, resetPwd, async ({ body }) => {
    await resetPassword({ app, throttle, mobile: body.mobile, code: body.captcha, password: body.newpassword });
    return new Answer(null, msg.passwordReset);
  });

  registerCall(app, logout, async ({ request }) => {
    await app.auth.revokeToken(String(request.headers.token).trim());
    return new Answer(null, msg.logoutSuccess);
  });

  registerCall(app, getRandNickname, () => ({ nickname: createRandomNickname() }));
}
