import { test as base, expect, type Locator } from '@playwright/test';

/** Every page must load without console errors: collected per test and asserted at its end. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const artifactDir = 'e2e-artifacts';

/**
 * Clicks a confirmation dialog's button until the dialog has closed. In CI a click as the dialog opens
 * was twice lost (the dialog stayed open, its button idle); antd's button ignores clicks while its
 * action runs, so a second click never acts twice.
 */
export async function confirmDialog(dialog: Locator, button: RegExp) {
  await expect(async () => {
    await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  }).toPass();
}
