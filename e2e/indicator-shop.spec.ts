import { readFile } from 'node:fs/promises';
import { artifactDir, expect, test } from './fixtures';
import { enterConsoleAs, openSection } from './admin-console';
import { call, signInAsNewUser } from './session';
import { recharge, typePayPassword } from './wallet';

test('buying an indicator with the new-user coupon at the cash desk, then downloading its 通达信 formula', async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewUser(page, request);
  await call(request, '/api/common/receiveNewUserPack', {}, token);
  await call(request, '/api/user/setPayPassword', { pay_password: '802468' }, token);
  await recharge(request, token, '100');

  await page.goto('/vTargetV2');
  await page.getByRole('tab', { name: '波动' }).click();
  await page.getByTestId('indicator-card').filter({ hasText: '波动率收缩' }).getByRole('link').click();
  const detail = page.getByTestId('indicator-detail');
  await expect(detail.getByRole('heading', { name: /波动率收缩/ })).toBeVisible();
  await expect(page.getByTestId('kline-canvas')).toBeVisible();
  await detail.getByRole('button', { name: '立即购买 ¥49.90' }).click();

  await expect(page).toHaveURL(/\/cashDesk\/vTarget\?id=\d+/);
  const desk = page.getByTestId('cash-desk');
  await expect(desk).toContainText('波动率收缩');
  // The best coupon is chosen: the pack's 10 off from 39.
  await expect(desk.getByRole('radio', { name: /新人立减券（减¥10.00/ })).toBeChecked();
  await typePayPassword(page, '802468');
  await desk.getByRole('button', { name: '确认支付 ¥39.90' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await page.getByRole('button', { name: /^返\s?回$/ }).click();

  await expect(page).toHaveURL(/\/vtarget\/detail\?id=\d+/);
  const downloading = page.waitForEvent('download');
  await detail.getByRole('button', { name: '下载通达信公式' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('波动率收缩_通达信.txt');
  expect(await readFile(await file.path(), 'utf8')).toContain('波动率收缩');
  // A holder reviews it.
  const reviews = page.getByTestId('indicator-reviews');
  await reviews.getByLabel('评价内容').fill('收缩后的释放信号清楚，配合通道突破使用。');
  await reviews.getByRole('button', { name: '发表评价' }).click();
  await expect(reviews).toContainText('用户评价（5.0分，1条）');
  await expect(reviews.getByLabel('评价内容')).toHaveCount(0);

  await page.goto('/my/coupon');
  await page.getByRole('tab', { name: '已使用' }).click();
  await expect(page.getByTestId('coupon')).toContainText('新人立减券');
  await page.goto('/my/indicator');
  await expect(page.getByTestId('indicator-card')).toContainText('已购买');
  const me = await call(request, '/api/user/index', {}, token);
  expect(me.userinfo.money).toBe('60.10');
});

test('a non-member asking for a members’ indicator sees the VIP rights popup of the indicators, then the VIP page', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request);
  await page.goto('/vTargetV2');
  await page.getByTestId('indicator-card').filter({ hasText: '主力资金线' }).getByRole('link').click();
  await page.getByRole('button', { name: '开通VIP免费获取' }).click();
  const tip = page.getByRole('dialog', { name: '会员专属指标' });
  await expect(tip.locator('[data-vip-rights-type="4"]')).toBeVisible();
  await expect(tip).toContainText('开通VIP即可免费下载全部会员指标');
  await tip.getByRole('button', { name: '开通VIP' }).click();
  await expect(page).toHaveURL(/\/vipV2$/);
});

test('an operator uploads a new 通达信 formula for 均线多头排列: a trader downloads the new file; reset, the shipped one again', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Oper2026i';
  await enterConsoleAs(page, request, 'operator', password);
  await openSection(page, '指标');
  const shelf = page.getByRole('region', { name: '指标' });
  const row = shelf.getByRole('row').filter({ hasText: '均线多头排列' });
  await row.getByRole('button', { name: '展开行' }).click();
  const files = shelf.getByRole('list', { name: '公式文件' });
  const formula = `{均线多头排列 运营更新 ${Date.now() % 100_000}}\r\nMA5:MA(CLOSE,5);\r\n`;
  await files
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: '均线多头排列.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(formula),
    });
  await expect(page.locator('.ant-message-notice').filter({ hasText: '通达信公式已上传' })).toBeVisible();
  await expect(row).toContainText('通达信（已上传）');
  await page.screenshot({ path: `${artifactDir}/admin-indicators.png` });

  const traderContext = await browser.newContext();
  const trader = await traderContext.newPage();
  try {
    await signInAsNewUser(trader, request);
    await trader.goto('/vTargetV2');
    await trader.getByTestId('indicator-card').filter({ hasText: '均线多头排列' }).getByRole('link').click();
    const detail = trader.getByTestId('indicator-detail');
    const downloading = trader.waitForEvent('download');
    await detail.getByRole('button', { name: '下载通达信公式' }).click();
    expect(await readFile(await (await downloading).path(), 'utf8')).toBe(formula);
  } finally {
    await files.getByRole('button', { name: '恢复默认' }).click();
    await expect(row).not.toContainText('已上传');
  }
  const again = trader.waitForEvent('download');
  await trader.getByTestId('indicator-detail').getByRole('button', { name: '下载通达信公式' }).click();
  expect(await readFile(await (await again).path(), 'utf8')).not.toContain('运营更新');
  await traderContext.close();
});
