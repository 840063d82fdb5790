import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
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
