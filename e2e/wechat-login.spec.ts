import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agree, agreeToGuideline, dialog, openDialog, requestCodeInDialog, toast } from './login-dialog';
import { call, newPhone, sendSmsCode } from './session';

let nextOpenid = 0;
/** A WeChat identity no test has used. */
const newOpenid = () => `e2e-${Date.now().toString(36)}-${nextOpenid++}`;

const scanLink = (page: Page) => dialog(page).getByRole('link', { name: '打开扫码页' });

/** Consent, then mode 5 with its QR shown. */
async function openWechatQr(page: Page) {
  await agree(page);
  await dialog(page).getByRole('button', { name: '微信扫码登录' }).click();
  await expect(page.getByRole('dialog', { name: '微信扫码登录' })).toBeVisible();
  await expect(dialog(page).getByTestId('wechat-qr').locator('canvas')).toBeVisible();
}

/** What a phone does with the shown QR: the dev stand-in's scan as the given WeChat user. */
async function scanShownQr(page: Page, request: APIRequestContext, openid: string) {
  const ticket = new URL((await scanLink(page).getAttribute('href')) ?? '').searchParams.get('ticket');
  await call(request, '/api/dev/wechat/scan', { ticket, openid });
}

const headerUser = (page: Page) => page.getByTestId('header-user');

/** Mode 6: a new phone with its bind_phone code; answers the nickname the header shows once logged in. */
async function bindNewPhoneInDialog(page: Page, request: APIRequestContext) {
  await expect(page.getByRole('dialog', { name: '绑定手机号' })).toBeVisible();
  await requestCodeInDialog(page, request, newPhone());
  await dialog(page).locator('button[type="submit"]').click();
  await expect(headerUser(page)).toHaveText(/\S/);
  return (await headerUser(page).innerText()).trim();
}

/** An identity already bound to an account, through the real calls; answers its nickname. */
async function bindIdentity(request: APIRequestContext, openid: string) {
  const { ticket } = await call(request, '/api/user/webWechatLogin', {});
  await call(request, '/api/dev/wechat/scan', { ticket, openid });
  await call(request, '/api/user/checkWechatLogin', { ticket });
  const mobile = newPhone();
  const captcha = await sendSmsCode(request, mobile, 'bind_phone');
  const login = await call(request, '/api/user/bindPhone', { mobile, captcha, openid, platform: 'WechatWeb' });
  return login.userinfo.nickname as string;
}

test('QR login with a new WeChat identity binds a phone; the same identity then logs in directly', async ({
  page,
  request,
  browser,
}) => {
  await openDialog(page);
  await dialog(page).getByRole('button', { name: '微信扫码登录' }).click();
  await expect(toast(page)).toContainText('请先勾选个人信息保护指引');
  await agreeToGuideline(page);
  await dialog(page).getByRole('button', { name: '微信扫码登录' }).click();
  await expect(dialog(page)).toHaveAttribute('data-mode', '5');
  await expect(dialog(page)).toContainText('开发环境：扫码页为本地模拟');

  const openid = newOpenid();
  await scanShownQr(page, request, openid);
  await expect(dialog(page)).toHaveAttribute('data-mode', '6');
  const nickname = await bindNewPhoneInDialog(page, request);

  const guest = await browser.newPage();
  await openDialog(guest);
  await openWechatQr(guest);
  await scanShownQr(guest, request, openid);
  await expect(headerUser(guest)).toContainText(nickname);
  await guest.close();
});

test('an expired QR offers a refresh, and closing the dialog stops the polling', async ({ page }) => {
  let checks = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/user/checkWechatLogin')) checks++;
  });
  await openDialog(page);
  await openWechatQr(page);
  const qr = dialog(page).getByTestId('wechat-qr');
  const firstQr = await scanLink(page).getAttribute('href');

  // WECHAT_QR_EXPIRE_SECONDS is 8 in playwright.config.ts.
  await expect(qr).toContainText('二维码已过期', { timeout: 15_000 });
  const checksAtRefresh = checks;
  await qr.getByRole('button', { name: '刷新二维码' }).click();
  await expect(qr).not.toContainText('二维码已过期');
  await expect(scanLink(page)).not.toHaveAttribute('href', firstQr ?? '');
  await expect.poll(() => checks).toBeGreaterThan(checksAtRefresh + 1);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  const checksAtClose = checks;
  await page.waitForTimeout(2500);
  expect(checks).toBe(checksAtClose);
});

test('website WeChat login in a popup: the callback page hands the code to the dialog, which logs in', async ({
  page,
  request,
}) => {
  const openid = newOpenid();
  const nickname = await bindIdentity(request, openid);
  await openDialog(page);
  await openWechatQr(page);
  const popupOpened = page.waitForEvent('popup');
  await dialog(page).getByRole('button', { name: '在新窗口中使用微信授权登录' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('openid').fill(openid);
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '确认登录', exact: true }).click();
  await popupClosed;
  await expect(headerUser(page)).toContainText(nickname);
});

test('/wxLoginCallback opened on its own logs in with the code; a new identity binds a phone on /bindMobile first', async ({
  page,
  request,
  baseURL,
}) => {
  const authorized = await request.post('/dev/wechat/authorize', {
    form: { redirect_uri: `${baseURL}/wxLoginCallback`, state: 'e2e', openid: newOpenid() },
    maxRedirects: 0,
  });
  await page.goto(authorized.headers().location ?? '');
  await expect(page).toHaveURL(/^[^?]+\/bindMobile\?openid=e2e-[^&]+&path=%2F$/);
  await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
  const form = page.getByRole('form', { name: '绑定手机号' });
  await requestCodeInDialog(page, request, newPhone(), form);
  await form.getByRole('button', { name: '绑定并登录' }).click();
  await expect(headerUser(page)).toHaveText(/\S/);
  await expect(page).toHaveURL('/');
});

test('a 4002 answer with no WeChat identity to bind asks to scan again', async ({ page }) => {
  await page.route(
    '**/api/common/init',
    (route) => route.fulfill({ json: { code: 4002, msg: '请先绑定手机号', time: 0, data: null } }),
    { times: 1 },
  );
  await page.goto('/');
  await expect(toast(page)).toContainText('请先绑定手机号');
  await expect(page.getByRole('dialog', { name: '绑定手机号' })).toContainText('微信授权已过期，请重新扫码登录');
  await dialog(page).getByRole('button', { name: '重新扫码' }).click();
  await agreeToGuideline(page);
  await dialog(page).getByRole('button', { name: '重新扫码' }).click();
  await expect(dialog(page)).toHaveAttribute('data-mode', '5');
});
