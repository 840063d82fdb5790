import type { Page } from '@playwright/test';
import { artifactDir, expect, test } from './fixtures';
import { call, signInAsNewUser } from './session';

const wizard = (page: Page) => page.getByTestId('profile-wizard');
const toast = (page: Page) => page.locator('.ant-message');
// antd spaces two-character button labels (完 成) and keeps a fading "loading" icon in the name of a
// button that was just busy, so only the end of the name is matched.
const button = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`${[...label].join('\\s?')}$`) });

/** The load after a registration, as finishLogin leaves it: the new-registration flag, then a reload. */
async function reloadAsNewRegistration(page: Page) {
  await page.evaluate(() => localStorage.setItem('vce-new-registration', '1'));
  await page.reload();
}

test('skipping the wizard closes it and reloads after 0.5 s; neither it nor the daily popups repeat', async ({
  page,
  request,
}) => {
  // With a password already set, the server suggests none: the wizard opens straight away.
  await signInAsNewUser(page, request, { password: 'abc12345', popups: true });
  await reloadAsNewRegistration(page);
  await expect(wizard(page)).toHaveAttribute('data-step', '1');
  await expect(page.getByTestId('sign-in-popup')).toHaveCount(0);

  // Steps can be chosen directly; the progress bar follows.
  await wizard(page).getByText('选择头像').click();
  await expect(wizard(page)).toHaveAttribute('data-step', '2');
  await expect(wizard(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  await wizard(page).getByText('昵称性别').click();
  await expect(wizard(page)).toHaveAttribute('data-step', '1');

  const reloaded = page.waitForEvent('load');
  await button(page, '跳过').click();
  await expect(wizard(page)).toBeHidden();
  await reloaded;
  expect(await page.evaluate(() => localStorage.getItem('vce-new-registration'))).toBeNull();
  // The next load is an ordinary one: the daily sign-in popup instead of the wizard.
  await expect(page.getByTestId('sign-in-popup')).toBeVisible();
  await expect(wizard(page)).toHaveCount(0);
});

test('after a registration: set-password prompt first, then the wizard saves nickname, gender, avatar and 6 products', async ({
  page,
  request,
}) => {
  // Three saves and two reloads: slow when the two cores are shared.
  const { token } = await signInAsNewUser(page, request);
  await reloadAsNewRegistration(page);

  // A fresh SMS account is offered a login password first; the wizard waits until that is closed.
  const loginDialog = page.getByTestId('login-dialog');
  await expect(loginDialog).toHaveAttribute('data-mode', '4');
  await expect(wizard(page)).toHaveCount(0);
  await page.locator('.ant-modal', { has: loginDialog }).locator('.ant-modal-close').click();

  // Step 1: at most 6 characters, a random nickname, the gender.
  await expect(wizard(page)).toHaveAttribute('data-step', '1');
  const nickname = wizard(page).getByRole('textbox', { name: '昵称' });
  await nickname.fill('一二三四五六七八');
  await expect(nickname).toHaveValue('一二三四五六');
  await button(page, '随机').click();
  await expect(nickname).toHaveValue(/^期友[A-Z2-9]{4}$/);
  await nickname.fill('小明学K线');
  await wizard(page).getByRole('radio', { name: '女' }).check();
  await button(page, '下一步').click();

  // Step 2: an avatar choice.
  await expect(wizard(page)).toHaveAttribute('data-step', '2');
  await wizard(page).getByRole('button', { name: '头像3' }).click();
  await button(page, '下一步').click();

  // Step 3: products with main contract, price and change (simulated quotes), at most 6.
  await expect(wizard(page)).toHaveAttribute('data-step', '3');
  await expect(wizard(page).getByText('模拟行情')).toBeVisible();
  const products = wizard(page).locator('.wizard-symbols li button');
  for (let i = 0; i < 6; i++) await products.nth(i).click();
  await products.nth(6).click();
  await expect(toast(page)).toContainText('最多可选择6个品种');
  await expect(wizard(page).locator('.wizard-symbols button[aria-pressed="true"]')).toHaveCount(6);
  await expect(products.first()).toContainText(/\d/);
  // Rises red, falls green, flat uncoloured.
  const quotes = await products
    .locator('span:last-child')
    .evaluateAll((spans) =>
      spans.map((span) => ({ text: span.textContent ?? '', colour: getComputedStyle(span).color })),
    );
  expect(quotes.some(({ text }) => /[+-]\d/.test(text))).toBe(true);
  for (const { text, colour } of quotes) {
    if (/\+\d/.test(text)) expect(colour, text).toBe('rgb(255, 36, 36)');
    if (/-\d/.test(text)) expect(colour, text).toBe('rgb(19, 188, 92)');
  }
  await page.screenshot({ path: `${artifactDir}/profile-wizard-products.png` });

  const reloaded = page.waitForEvent('load');
  await button(page, '完成').click();
  await expect(toast(page)).toContainText('保存成功');
  await reloaded;
  await expect(page.getByTestId('header-user')).toContainText('小明学K线');
  await expect(page.getByTestId('header-user').locator('img')).toHaveAttribute('src', '/images/avatars/avatar-03.svg');
  await expect(wizard(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('vce-new-registration'))).toBeNull();

  const followed = (await call(request, '/api/user/getCategoryList', {}, token)) as unknown[];
  expect(followed).toHaveLength(6);
  const { userinfo } = await call(request, '/api/user/index', {}, token);
  expect(userinfo).toMatchObject({ nickname: '小明学K线', avatar: '/images/avatars/avatar-03.svg' });
});
