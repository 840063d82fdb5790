import { expect, test } from './fixtures';
import { signInAsNewUser } from './session';

test('a signed-in user sees their dropdown, and signing out revokes the session', async ({ page, request }) => {
  const { token, nickname } = await signInAsNewUser(page, request);
  await page.goto('/');
  const user = page.getByTestId('header-user');
  await expect(user).toContainText(nickname);
  await user.hover();
  const menu = page.getByRole('list', { name: '我的' });
  for (const item of ['我的动态', '我的课程', '我的V粒', '资料设置']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await menu.getByRole('button', { name: '退出登录' }).click();
  // antd spaces two-character button labels: 退 出.
  await page.getByRole('button', { name: /^退\s?出$/ }).click();

  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tokenReload'))).toBeNull();
  const after = await (await request.post('/api/user/index', { headers: { token } })).json();
  expect(after.code).toBe(4001);
});

test('the personal area shows a signed-in user their card', async ({ page, request }) => {
  const { nickname } = await signInAsNewUser(page, request);
  await page.goto('/my/setUpInformation');
  const card = page.getByTestId('user-card');
  await expect(card).toContainText(nickname);
  await expect(card.getByRole('link', { name: '开通VIP享专属特权' })).toHaveAttribute('href', '/vipV2');
  await expect(card.getByRole('link', { name: '充值' })).toHaveAttribute('href', '/my/recharge');
  await expect(page.getByRole('button', { name: /新人限时礼包/ })).toBeVisible();
});
