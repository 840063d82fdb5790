import type { APIRequestContext, Page } from '@playwright/test';

let nextPhone = 0;

/**
 * Signs a new user in through the real calls — an SMS code from the dev outbox, then SMS login —
 * and puts the session where the browser keeps it after a login.
 */
export async function signInAsNewUser(page: Page, request: APIRequestContext) {
  const mobile = `137${String(Date.now() % 1e6).padStart(6, '0')}${String(nextPhone++ % 100).padStart(2, '0')}`;
  const headers = { token: '', platform: 'pc', 'channel-name': 'pc' };
  const sent = await (await request.post('/api/sms/send', { data: { mobile, event: 'mobile_login' }, headers })).json();
  if (sent.code !== 1) throw new Error(`sms/send: ${sent.msg}`);
  const latest = await (await request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
  const login = await (
    await request.post('/api/user/mobileLogin', { data: { mobile, captcha: latest.data.captcha }, headers })
  ).json();
  if (login.code !== 1) throw new Error(`mobileLogin: ${login.msg}`);
  const { token, nickname } = login.data.userinfo as { token: string; nickname: string };
  await page.goto('/');
  await page.evaluate(
    (session) => {
      localStorage.setItem('tokenReload', session.token);
      localStorage.setItem('userName', session.nickname);
      document.cookie = `tokenReload=${session.token}; path=/`;
    },
    { token, nickname },
  );
  return { mobile, token, nickname };
}
