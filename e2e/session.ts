import type { APIRequestContext, Page } from '@playwright/test';

const headers = { token: '', platform: 'pc', 'channel-name': 'pc' };
let nextPhone = 0;

/** A phone number no other test uses. */
export const newPhone = () =>
  `13${String(7 + (nextPhone % 3))}${String(Date.now() % 1e6).padStart(6, '0')}${String(nextPhone++ % 100).padStart(2, '0')}`;

/** A call of the wire as the browser makes it; throws on any code but 1. */
export async function call(request: APIRequestContext, path: string, data: object, token = '') {
  const body = await (await request.post(path, { data, headers: { ...headers, token } })).json();
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** The development server's answer to a slide puzzle (GET /api/dev/captcha/answer). */
export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<number> {
  const body = await (await request.get(`/api/dev/captcha/answer?captcha_id=${captchaId}`)).json();
  return body.data.x;
}

/** The newest code the dev SMS outbox holds for a phone. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  return (await (await request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json()).data.captcha;
}

/** Requests a code the way the dialog does: a solved slide puzzle, then /api/sms/send. */
export async function sendSmsCode(request: APIRequestContext, mobile: string, event: string) {
  const puzzle = await call(request, '/api/captcha/get', {});
  const { ticket } = await call(request, '/api/captcha/check', {
    captcha_id: puzzle.captcha_id,
    x: await captchaAnswer(request, puzzle.captcha_id),
  });
  await call(request, '/api/sms/send', { mobile, event, ticket });
  return latestSmsCode(request, mobile);
}

/**
 * A new user signed in through the real calls, with the session where the browser keeps it. The
 * day's popups on load (sign-in, VIP prompt) count as already closed unless `popups` is set, so
 * tests about other things are not covered by them.
 */
/** A new account by SMS login, through the API alone (a browser need not show it); with a password where given. */
export async function signUp(request: APIRequestContext, options: { password?: string } = {}) {
  const mobile = newPhone();
  const captcha = await sendSmsCode(request, mobile, 'mobile_login');
  const login = await call(request, '/api/user/mobileLogin', { mobile, captcha });
  const { id, token, nickname } = login.userinfo as { id: number; token: string; nickname: string };
  if (options.password) {
    await call(request, '/api/user/setPwd', { password: options.password, newpassword: options.password }, token);
  }
  return { id, mobile, token, nickname };
}

export async function signInAsNewUser(
  page: Page,
  request: APIRequestContext,
  options: { password?: string; popups?: boolean } = {},
) {
  const account = await signUp(request, options);
  await enterSession(page, account, options.popups ?? false);
  return account;
}

/**
 * Puts an account's session where the browser keeps it, as after a login; the day's popups on load
 * count as already closed unless `popups` is set.
 */
export async function enterSession(page: Page, session: { token: string; nickname: string }, popups = false) {
  await page.goto('/');
  await page.evaluate(
    (session) => {
      localStorage.setItem('tokenReload', session.token);
      localStorage.setItem('userName', session.nickname);
      document.cookie = `tokenReload=${session.token}; path=/`;
      if (!session.popups) {
        const beijingDay = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
        localStorage.setItem('vce-sign-popup-dismissed-on', beijingDay);
        localStorage.setItem('vce-vip-tip-closed-at', String(Date.now()));
      }
    },
    { ...session, popups },
  );
}

/** Drags the dialog's slide puzzle to the answer, as a user would. */
export async function solveSlideCaptcha(page: Page, request: APIRequestContext) {
  const board = page.getByTestId('slide-captcha');
  await board.locator('img[alt="拼图块"]').waitFor();
  const captchaId = await board.getAttribute('data-captcha-id');
  if (!captchaId) throw new Error('no puzzle shown');
  const x = await captchaAnswer(request, captchaId);
  const slider = board.locator('.ant-slider');
  const handle = board.locator('.ant-slider-handle');
  // hover() waits for the dialog's opening animation to settle before anything is measured.
  await handle.hover();
  const track = await slider.boundingBox();
  const start = await handle.boundingBox();
  const max = Number(await handle.getAttribute('aria-valuemax'));
  if (!track || !start) throw new Error('slider not visible');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + (x / max) * track.width, start.y + start.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** The e2e server lets a phone have a new code after 2 s (SMS_RESEND_SECONDS in playwright.config.ts). */
export const waitForResend = () => new Promise((resolve) => setTimeout(resolve, 2100));
