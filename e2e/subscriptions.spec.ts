import { expect, test } from './fixtures';
import { call, signInAsNewUser } from './session';

test('subscribing to 玻璃 limit moves by SMS: one message in the dev outbox after a jump, then one-tap unsubscribe', async ({
  page,
  request,
}) => {
  const { token, mobile } = await signInAsNewUser(page, request);
  // The gift pack's trial days make a member: SMS alerts are included.
  await call(request, '/api/common/receiveNewUserPack', {}, token);

  // Any hour: the default quiet hours (22:00–08:00) would hold the message back.
  await page.goto('/subscribe/setUp');
  const setup = page.getByTestId('subscription-setup');
  await expect(setup).toContainText('VIP会员短信订阅免费，已开通');
  await setup.getByLabel('免打扰开始').fill('00:00');
  await setup.getByLabel('免打扰结束').fill('00:00');
  await setup.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('设置已保存')).toBeVisible();

  await page.getByRole('tab', { name: '新增订阅' }).click();
  const form = page.getByTestId('subscribe-page');
  await form.getByLabel('品种').fill('玻璃');
  await page.locator('.ant-select-item-option', { hasText: '玻璃 FG' }).click();
  await form.getByRole('radio', { name: '涨跌停提醒' }).check();
  await form.getByRole('button', { name: /^订\s?阅$/ }).click();
  await expect(page).toHaveURL(/\/subscribe\/list$/);
  await expect(page.getByTestId('subscription')).toContainText('玻璃 涨跌停提醒');

  await call(request, '/api/dev/market/jump', { symbol: 'FG', percent: 30 });
  const notices = page.locator('tr', { hasText: mobile }).filter({ hasText: '触及涨停' });
  await expect(async () => {
    await page.goto('/dev/sms');
    await expect(notices).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 40_000 });
  await expect(notices).toContainText('【vce】玻璃FG');
  // Still one a little later: the dispatcher runs every few seconds and tells an event once.
  await page.waitForTimeout(6000);
  await page.reload();
  await expect(notices).toHaveCount(1);

  const link = /退订点 (\S+)/.exec((await notices.textContent()) ?? '')?.[1];
  expect(link).toContain('/subscribe/details?unsubscribe=');
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText('已退订')).toBeVisible();
  await expect(page.getByText('不会再收到玻璃的涨跌停提醒短信')).toBeVisible();
  await page.goto('/subscribe/list');
  await expect(page.getByText('还没有订阅，去新增一个吧')).toBeVisible();
});
