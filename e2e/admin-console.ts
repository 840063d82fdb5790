import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AdminRole } from '@vce/contract/admin';
import { expect } from './fixtures';
import { latestSmsCode, signInAsNewUser, waitForResend } from './session';

/** Opens the console and confirms who is at the keyboard with the account's password. */
export async function confirmConsole(page: Page, password: string) {
  await page.goto('/admin');
  const confirm = page.getByRole('dialog', { name: '验证身份' });
  await confirm.getByLabel('登录密码').fill(password);
  await confirm.getByRole('button', { name: /^验\s?证$/ }).click();
  await expect(confirm).toHaveCount(0);
}

/** Enters the console as a new staff member (signed in on the page, granted the role, confirmed); answers the user. */
export async function enterConsoleAs(page: Page, request: APIRequestContext, role: AdminRole, password: string) {
  const user = await signInAsNewUser(page, request, { password });
  await request.post('/api/dev/admin/grant', { data: { user_id: user.id, role } });
  await confirmConsole(page, password);
  return user;
}

/** Opens a console section from the side menu, by its full label. */
export async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name, exact: true }).click();
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

/**
 * Exports a console list as CSV from its 导出 button, through the dialog that says how many rows the
 * file holds: answers the dialog's words, the file's name and its text.
 */
export async function exportList(page: Page, list: Locator) {
  await list.getByRole('button', { name: '导出' }).click();
  const dialog = page.getByRole('dialog', { name: '导出为CSV？' });
  const said = (await dialog.textContent()) ?? '';
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^导\s?出$/ }).click();
  const file = await downloaded;
  return { said, name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

/** An option of the select list now open. */
const openOption = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text });

/**
 * Picks a product in a form's 品种 (a searchable select of every product): typed, then chosen from
 * the open list, until the form shows it (a click while the list is still drawing can miss).
 */
export async function pickProduct(page: Page, form: Locator, product: string) {
  await expect(async () => {
    await form.getByLabel('品种').fill(product.split(' ')[0]!);
    await openOption(page, product).click();
    await expect(form.getByTitle(product, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/**
 * Chooses `option` in a form's select by its label, until the form shows it: in a dialog still
 * opening, the click on the field can leave the list closed, and one on the list still drawing miss.
 */
export async function chooseOption(page: Page, form: Locator, label: string, option: string) {
  await expect(async () => {
    await form.getByLabel(label).click();
    await openOption(page, option).click({ timeout: 2_000 });
    await expect(form.getByTitle(option, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass();
}
