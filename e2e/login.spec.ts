import { expect, test } from './fixtures';
import { agree, agreeToGuideline, dialog, openDialog, requestCodeInDialog, toast } from './login-dialog';
import { latestSmsCode, newPhone, sendSmsCode, signInAsNewUser, solveSlideCaptcha, waitForResend } from './session';

// Forms are submitted with their submit button: after a refused try antd keeps a fading "loading"
// icon in the button's accessible name.

test('SMS login registers a new phone: phone rules, slide puzzle, countdown, consent, then signed in', async ({
  page,
  request,
}) => {
  await openDialog(page);
  const form = dialog(page);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form).toContainText('请输入手机号');
  await form.getByLabel('手机号').fill('12345678901');
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form).toContainText('请检查手机号是否正确');

  const mobile = newPhone();
  await form.getByLabel('手机号').fill(`${mobile}99`);
  await expect(form.getByLabel('手机号')).toHaveValue(mobile);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await solveSlideCaptcha(page, request);
  await expect(toast(page)).toContainText('验证码已发送');
  await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  await form.getByLabel('验证码', { exact: true }).fill(await latestSmsCode(request, mobile));
  await form.locator('button[type="submit"]').click();
  await expect(toast(page)).toContainText('请先勾选个人信息保护指引');
  const guideline = page.getByTestId('consent-guideline');
  await expect(guideline).toContainText('2023-01-16');
  // The stored guideline (the same text as /agreementV2?name=privacy_guideline), not a copy in the page.
  await expect(guideline).toContainText('示例文本');
  await agreeToGuideline(page);
  await expect(form.getByRole('checkbox')).toBeChecked();

  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('header-user')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tokenReload'))).toMatch(/^[0-9a-f]{64}$/);
  expect(await page.evaluate(() => localStorage.getItem('vce-new-registration'))).toBe('1');

  // A fresh SMS registration is offered a login password (mode 4).
  await expect(dialog(page)).toHaveAttribute('data-mode', '4');
  await dialog(page).getByLabel('登录密码').fill('abc12345');
  await dialog(page).getByLabel('确认密码').fill('abc12399');
  await dialog(page)
    .getByRole('button', { name: /^确\s?定$/ })
    .click();
  await expect(dialog(page)).toContainText('两次输入的密码不一致');
  await dialog(page).getByLabel('确认密码').fill('abc12345');
  await dialog(page)
    .getByRole('button', { name: /^确\s?定$/ })
    .click();
  await expect(toast(page)).toContainText(/成功/);
  await expect(dialog(page)).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'tokenReload')?.expires).toBeGreaterThan(
    Date.now() / 1000 + 6 * 86400,
  );
});

test('switching modes resets the forms', async ({ page }) => {
  await openDialog(page);
  await dialog(page).getByLabel('手机号').fill('13800000000');
  await dialog(page).getByRole('button', { name: '密码登录' }).click();
  await expect(dialog(page)).toHaveAttribute('data-mode', '1');
  await dialog(page).getByRole('button', { name: '验证码登录' }).click();
  await expect(dialog(page).getByLabel('手机号')).toHaveValue('');
});

test('password login refuses a wrong password and signs in with the right one', async ({ page, request, browser }) => {
  const { mobile } = await signInAsNewUser(page, request, { password: 'abc12345' });
  const guest = await browser.newPage();
  await openDialog(guest);
  await dialog(guest).getByRole('button', { name: '密码登录' }).click();
  await agree(guest);
  await dialog(guest).locator('button[type="submit"]').click();
  await expect(dialog(guest)).toContainText('请输入登录密码');
  await dialog(guest).getByLabel('手机号').fill(mobile);
  await dialog(guest).getByLabel('登录密码').fill('wrong999');
  await dialog(guest).locator('button[type="submit"]').click();
  await expect(toast(guest)).toContainText('账号或密码错误');
  await dialog(guest).getByLabel('登录密码').fill('abc12345');
  await dialog(guest).locator('button[type="submit"]').click();
  await expect(guest.getByTestId('header-user')).toBeVisible();
  await guest.close();
});

test('registering a new phone signs it in', async ({ page, request }) => {
  await openDialog(page);
  await dialog(page).getByRole('button', { name: '注册' }).click();
  await expect(dialog(page)).toHaveAttribute('data-mode', '3');
  await agree(page);
  const mobile = newPhone();
  await requestCodeInDialog(page, request, mobile);
  await dialog(page).locator('button[type="submit"]').click();
  await expect(page.getByTestId('header-user')).toBeVisible();
});

test('forgot password resets it and returns to password login after 1.8 s', async ({ page, request, browser }) => {
  const { mobile } = await signInAsNewUser(page, request, { password: 'old12345' });
  const guest = await browser.newPage();
  await openDialog(guest);
  await dialog(guest).getByRole('button', { name: '密码登录' }).click();
  await dialog(guest).getByRole('button', { name: '找回密码' }).click();
  await expect(dialog(guest)).toHaveAttribute('data-mode', '7');
  const form = dialog(guest);
  await form.getByLabel('手机号').fill(mobile);
  await waitForResend();
  const code = await sendSmsCode(request, mobile, 'reset_pwd');
  await form.getByLabel('验证码', { exact: true }).fill(code);
  await form.getByLabel('新密码', { exact: true }).fill('new12345');
  await form.getByLabel('确认新密码').fill('new99999');
  await form.getByRole('button', { name: '重置密码' }).click();
  await expect(form).toContainText('两次密码输入不一致');
  await form.getByLabel('确认新密码').fill('new12345');
  await form.getByRole('button', { name: '重置密码' }).click();
  await expect(toast(guest)).toContainText(/成功/);
  await expect(dialog(guest)).toHaveAttribute('data-mode', '1', { timeout: 5000 });

  await agree(guest);
  await dialog(guest).getByLabel('手机号').fill(mobile);
  await dialog(guest).getByLabel('登录密码').fill('new12345');
  await dialog(guest).locator('button[type="submit"]').click();
  await expect(guest.getByTestId('header-user')).toBeVisible();
  await guest.close();
});

test('/login?redirect= returns to the asked page after the login', async ({ page, request }) => {
  await page.goto('/login?redirect=/vipV2');
  await expect(dialog(page)).toHaveAttribute('data-mode', '2');
  const mobile = newPhone();
  await requestCodeInDialog(page, request, mobile);
  await agree(page);
  await dialog(page).locator('button[type="submit"]').click();
  await expect(page).toHaveURL('/vipV2');
  await expect(page.getByTestId('header-user')).toBeVisible();
});
