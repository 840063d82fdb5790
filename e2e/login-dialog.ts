import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { latestSmsCode, solveSlideCaptcha } from './session';

export const dialog = (page: Page) => page.getByTestId('login-dialog');
export const toast = (page: Page) => page.locator('.ant-message');

/**
 * Waits for a dialog's opening animation (antd's zoom, on the modal around it) to end: a click while
 * it zooms in can land beside its target, or on the dialog beneath.
 */
const openingAnimationEnded = (scope: Locator) =>
  scope.evaluate((element) => {
    const modal = element.closest('.ant-modal') ?? element;
    return Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished));
  });

export async function openDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: '登录/注册' }).click();
  await expect(dialog(page)).toHaveAttribute('data-mode', '2');
  await openingAnimationEnded(dialog(page));
}

/** Phone, 获取验证码, the slide puzzle, then the code from the dev outbox typed in (in the dialog, or `form`). */
export async function requestCodeInDialog(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  form: Locator = dialog(page),
) {
  await form.getByLabel('手机号', { exact: true }).fill(mobile);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await solveSlideCaptcha(page, request);
  await expect(toast(page)).toContainText('验证码已发送');
  await form.getByLabel('验证码', { exact: true }).fill(await latestSmsCode(request, mobile));
}

export async function agree(page: Page) {
  await dialog(page).getByRole('checkbox').check();
}

/** Agrees in the personal-information guideline the dialog opened, once it has zoomed in. */
export async function agreeToGuideline(page: Page) {
  const guideline = page.getByRole('dialog', { name: '个人信息保护指引' });
  await openingAnimationEnded(guideline);
  await guideline.getByRole('button', { name: '同意并继续' }).click();
  await guideline.waitFor({ state: 'hidden' });
}
