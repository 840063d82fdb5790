import type { Page } from '@playwright/test';

export const toast = (page: Page) => page.locator('.ant-message-notice');

/** The community home's 发帖 dialog, opened as a signed-in trader opens it. */
export async function openComposer(page: Page) {
  await page.goto('/qiyouCommunityV2');
  await page.getByRole('button', { name: /发\s?帖/ }).click();
  return page.getByRole('dialog', { name: /发\s?帖/ });
}
