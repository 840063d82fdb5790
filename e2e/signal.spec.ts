import type { Page } from '@playwright/test';
import { colors } from '@vce/contract/limits';
import { artifactDir, expect, test } from './fixtures';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const signalRows = (page: Page) => page.getByRole('table', { name: '交易信号' }).locator('tbody tr.ant-table-row');

/** The text of one column in every row shown. */
const columnTexts = (page: Page, column: number) =>
  signalRows(page).evaluateAll((rows, at) => rows.map((row) => row.children[at]?.textContent ?? ''), column);

test('the signal page lists signals with coloured directions and filters them by direction and product', async ({
  page,
}) => {
  await page.goto('/signal');
  await expect(signalRows(page)).toHaveCount(20);
  await expect(page.getByText('模拟行情')).toBeVisible();
  const days = await columnTexts(page, 0);
  expect(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true);
  expect([...days].sort().reverse()).toEqual(days);

  const longTag = page.locator('.direction-tag', { hasText: '看多' }).first();
  await expect(longTag).toHaveCSS('background-color', rgb(colors.rise));

  await page.getByRole('radiogroup', { name: '方向' }).getByText('看空').click();
  await expect.poll(async () => new Set(await columnTexts(page, 3))).toEqual(new Set(['看空']));
  await expect(page.locator('.direction-tag', { hasText: '看空' }).first()).toHaveCSS(
    'background-color',
    rgb(colors.fall),
  );

  await page.getByRole('radiogroup', { name: '方向' }).getByText('全部').click();
  await page.getByRole('combobox', { name: '选择品种' }).fill('铜');
  await page.locator('.ant-select-item-option[title="铜 cu"]').click();
  await expect.poll(async () => new Set(await columnTexts(page, 1))).toEqual(new Set(['铜']));
  await expect(signalRows(page).first().getByRole('link', { name: '铜' })).toHaveAttribute(
    'href',
    '/bbasV3/details?symbol=cu',
  );
  await page.screenshot({ path: `${artifactDir}/signal.png`, fullPage: true });
});

test('the quotation page shows fundamental, technical and volume-price analysis by its type', async ({ page }) => {
  await page.goto('/quotation?type=1&symbol=cu');
  await expect(page.getByRole('tab', { name: '基本面分析', selected: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '现货基差走势' }).locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('img', { name: '期限结构' }).locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/quotation-fundamental.png`, fullPage: true });

  await page.getByRole('tab', { name: '技术分析' }).click();
  await expect(page).toHaveURL(/type=2/);
  await expect(page.getByRole('link', { name: '查看K线图' })).toHaveAttribute('href', '/bbasV3/details?symbol=cu');
  await expect.poll(async () => new Set(await columnTexts(page, 1))).toEqual(new Set(['铜']));

  await page.goto('/quotation?type=3&symbol=cu');
  await expect(page.getByRole('img', { name: '量价分析' }).locator('canvas').first()).toBeVisible();
  await expect(page.getByText('持仓变化(手)')).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/quotation-volume-price.png`, fullPage: true });
});
