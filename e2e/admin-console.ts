import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { latestSmsCode, waitForResend } from './session';

/** Opens the console and confirms who is at the keyboard with the account's password. */
export async function confirmConsole(page: Page, password: string) {
  await page.goto('/admin');
  const confirm = page.getByRole('dialog', { name: '验证身份' });
  await confirm.getByLabel('登录密码').fill(password);
  await confirm.getByRole('button', { name: /^验\s?证$/ }).click();
  await expect(confirm).toHaveCount(0);
}

/** Opens the console and confirms with a code sent to the account's phone (an account without a password). */
export async function confirmConsoleBySms(page: Page, request: APIRequestContext, mobile: string) {
  // The sign-up's code was sent moments ago: the phone may have another after the resend interval.
  await waitForResend();
  await page.goto('/admin');
  const confirm = page.getByRole('dialog', { name: '验证身份' });
  await confirm.getByText('用短信验证码').click();
  await confirm.getByRole('button', { name: '获取验证码' }).click();
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: `验证码已发送至 ${mobile.slice(0, 3)}****` }),
  ).toBeVisible();
  await confirm.getByLabel('短信验证码', { exact: true }).fill(await latestSmsCode(request, mobile));
  await confirm.getByRole('button', { name: /^验\s?证$/ }).click();
  await expect(confirm).toHaveCount(0);
}
