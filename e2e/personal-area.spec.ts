import type { Page } from '@playwright/test';
import { samplePng } from './sample-image';
import { expect, test } from './fixtures';
import { call, signInAsNewUser } from './session';

const toast = (page: Page) => page.locator('.ant-message');

/**
 * Every toast text the page shows from now on, across reloads: a toast that lives 0.8 s before the
 * page reloads is seen by the page itself (a mutation observer), not by polling from outside.
 */
async function watchToasts(page: Page) {
  const seen: string[] = [];
  await page.exposeFunction('reportToast', (text: string) => seen.push(text));
  const observe = () => {
    const report = (window as unknown as { reportToast: (text: string) => void }).reportToast;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) report(notice.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  };
  await page.addInitScript(observe);
  await page.evaluate(observe);
  return seen;
}
const editDialog = (page: Page) => page.getByRole('dialog', { name: '编辑资料' });
const beijingDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

test('profile settings: a real avatar upload and a new nickname are saved; closing resets the form', async ({
  page,
  request,
}) => {
  const { token, nickname } = await signInAsNewUser(page, request);
  await page.goto('/my/setUpInformation');
  await expect(page.getByTestId('profile-settings')).toContainText(nickname);

  await page.getByRole('button', { name: '编辑资料' }).click();
  const nicknameField = editDialog(page).getByLabel('昵称');
  await expect(nicknameField).toHaveValue(nickname);
  await nicknameField.fill('');
  await editDialog(page)
    .getByRole('button', { name: /^保\s?存$/ })
    .click();
  await expect(editDialog(page)).toContainText('用户昵称不可为空');
  await editDialog(page)
    .getByRole('button', { name: /^取\s?消$/ })
    .click();
  await page.getByRole('button', { name: '编辑资料' }).click();
  await expect(nicknameField).toHaveValue(nickname);

  await editDialog(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await samplePng() });
  const preview = editDialog(page).locator('.avatar-upload img');
  await expect(preview).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/uploads\/[0-9a-f]{32}\.png$/);
  const fullurl = await preview.getAttribute('src');
  await nicknameField.fill('看盘老张');

  const reloaded = page.waitForEvent('load');
  const toasts = await watchToasts(page);
  await editDialog(page)
    .getByRole('button', { name: /^保\s?存$/ })
    .click();
  await reloaded;
  // The page's report of its toast may land just after the reload.
  await expect.poll(() => toasts).toContain('修改成功');
  const path = new URL(fullurl ?? '').pathname;
  await expect(page.getByTestId('header-user')).toContainText('看盘老张');
  await expect(page.getByTestId('user-card').locator('img').first()).toHaveAttribute('src', path);
  const { userinfo } = await call(request, '/api/user/index', {}, token);
  expect(userinfo).toMatchObject({ nickname: '看盘老张', avatar: path });
  expect((await request.get(path)).headers()['content-type']).toBe('image/png');
});

test('follow and fans pages: counts on the card and the no-data placeholder for a new user', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request);
  await page.goto('/my/setUpInformation');
  const card = page.getByTestId('user-card');
  await expect(card.getByRole('link', { name: '关注 0' })).toBeVisible();
  await card.getByRole('link', { name: '粉丝 0' }).click();
  await expect(page).toHaveURL('/my/fans');
  await expect(page.getByTestId('fans-list')).toContainText('还没有粉丝');
  await expect(page.getByTestId('fans-list')).toContainText('专业的K线学习交流平台');
  await card.getByRole('link', { name: '关注 0' }).click();
  await expect(page).toHaveURL('/my/follow');
  await expect(page.getByTestId('follow-list')).toContainText('还没有关注任何人');
});

test('the daily sign-in popup: signing works and it does not come back the same day', async ({ page, request }) => {
  const { token } = await signInAsNewUser(page, request, { popups: true });
  // Not on /circle.
  await page.goto('/circle');
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('sign-in-popup')).toHaveCount(0);

  await page.goto('/');
  const popup = page.getByTestId('sign-in-popup');
  await expect(popup).toContainText('已连续签到 0 天');
  await expect(popup).toContainText('今日签到可得 5 V粒');
  await popup.getByRole('button', { name: '立即签到' }).click();
  // The reward toast, which closes by itself after 3 s.
  await expect(toast(page)).toContainText('恭喜获得5V粒，已连续签到1天');
  await expect(popup).toBeHidden();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 5_000 });
  expect(await call(request, '/api/lottery_draw/signBaseInfo', {}, token)).toEqual({
    todayIsSign: 1,
    continuous_days: 1,
    today_reward: 5,
    draw_chances: 1,
  });

  // The VIP prompt comes after the sign-in popup, never together with it.
  await page.getByRole('button', { name: '以后再说' }).click();
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('sign-in-popup')).toHaveCount(0);
  await expect(page.getByTestId('vip-prompt')).toHaveCount(0);
});

test('closing the sign-in popup unsigned keeps it away for the rest of the day', async ({ page, request }) => {
  const { token } = await signInAsNewUser(page, request, { popups: true });
  await page.goto('/');
  await expect(page.getByTestId('sign-in-popup')).toBeVisible();
  await page
    .locator('.ant-modal', { has: page.getByTestId('sign-in-popup') })
    .locator('.ant-modal-close')
    .click();
  expect(await page.evaluate(() => localStorage.getItem('vce-sign-popup-dismissed-on'))).toBe(beijingDay());
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('sign-in-popup')).toHaveCount(0);
  expect((await call(request, '/api/lottery_draw/signBaseInfo', {}, token)).todayIsSign).toBe(0);
});

test('the VIP prompt shows for a non-member and returns only after level.nextTipTime', async ({ page, request }) => {
  const { token } = await signInAsNewUser(page, request, { popups: true });
  await page.evaluate((day) => localStorage.setItem('vce-sign-popup-dismissed-on', day), beijingDay());
  await page.goto('/');
  const prompt = page.getByTestId('vip-prompt');
  await expect(prompt).toContainText('开通VIP');
  await page.getByRole('button', { name: '立即开通' }).click();
  await expect(page).toHaveURL('/vipV2');
  await expect(prompt).toHaveCount(0);

  await page.reload();
  await page.waitForTimeout(1500);
  await expect(prompt).toHaveCount(0);

  const { userinfo } = await call(request, '/api/user/index', {}, token);
  const closedLongAgo = Date.now() - (userinfo.level.nextTipTime + 60) * 1000;
  await page.evaluate((at) => localStorage.setItem('vce-vip-tip-closed-at', String(at)), closedLongAgo);
  await page.reload();
  await expect(prompt).toBeVisible();
});
