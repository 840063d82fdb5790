import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the console and confirms who is at the keyboard with the account's password. */
export async function confirmConsole(page: Page, password: string) {
  await page.goto('/admin');
  const confirm = page.getByRole('dialog', { name: '验证身份' });
  await confirm.getByLabel('登录密码').fill(password);
  await confirm.getByRole('button', { name: /^验\s?证$/ }).click();
  await expect(confirm).toHaveCount(0);
}
