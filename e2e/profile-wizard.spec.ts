import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsNewUser } from './session';

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
