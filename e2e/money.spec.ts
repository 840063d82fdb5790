import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, signInAsNewUser } from './session';

const purchaseDialog = (page: Page) => page.getByRole('dialog', { name: '开通VIP会员' });
const inDays = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Puts V券 on the balance the way a user does: a recharge paid at the sandbox cashier. */
async function recharge(request: APIRequestContext, token: string, amount: string) {
  const order = await call(request, '/api/finance/recharge', { amount, pay_type: 'wechat' }, token);
  await call(request, '/api/dev/pay/confirm', { order_id: order.order_id });
}

/** Types six digits into the six single-digit boxes. */
async function typePayPassword(page: Page, digits: string) {
  const boxes = page.getByRole('group', { name: '支付密码' }).getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  await boxes.first().click();
  await page.keyboard.type(digits);
}

test('buying a monthly VIP with WeChat: QR, the sandbox cashier, polling, success screen, header and user card', async ({
  page,
  context,
  request,
}) => {
  await signInAsNewUser(page, request);
  await page.goto('/vipV2');
  await expect(page.getByRole('heading', { name: '会员六大权益' })).toBeVisible();
  await page.getByRole('article').filter({ hasText: 'VIP月卡' }).getByRole('button', { name: '立即开通' }).click();

  const dialog = purchaseDialog(page);
  await expect(dialog.getByRole('radio', { name: /VIP月卡/ })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('radio', { name: '微信支付' }).check();
  await dialog.getByRole('button', { name: /确认支付/ }).click();
  await expect(page.getByText('请先阅读并同意协议')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /确认支付/ }).click();

  await expect(dialog.getByLabel('微信支付二维码')).toBeVisible();
  await expect(dialog.getByText('沙箱支付')).toBeVisible();
  await expect(dialog).toContainText('¥68.00');
  // Scanning the QR opens the cashier: here, the link the sandbox shows beside it.
  const cashierUrl = await dialog.getByRole('link', { name: '在新窗口打开收银台' }).getAttribute('href');
  const cashier = await context.newPage();
  await cashier.goto(cashierUrl!);
  await expect(cashier.getByText('¥68.00')).toBeVisible();
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByText('支付成功')).toBeVisible();
  await cashier.close();

  // The popup polls every 3 s and shows the success screen with the membership's new end.
  await expect(dialog.getByTestId('vip-success')).toContainText(`VIP月卡，会员有效期至 ${inDays(30)}`, {
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(page.getByTestId('vip-status')).toContainText(`您的会员有效期至 ${inDays(30)}`);
  await expect(page.getByTestId('header-user').getByAltText('VIP会员')).toBeVisible();
  await page.goto('/my/setUpInformation');
  await expect(page.getByTestId('user-card')).toContainText(`有效期至 ${inDays(30)}`);
});

test('paying VIP from the balance: the 余额不足 dialog first, then the six-box pay password', async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewUser(page, request);
  await call(request, '/api/user/setPayPassword', { pay_password: '864213' }, token);
  await page.goto('/vipV2');
  await page.getByRole('article').filter({ hasText: 'VIP季卡' }).getByRole('button', { name: '立即开通' }).click();
  const dialog = purchaseDialog(page);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /确认支付 ¥168.00/ }).click();
  const short = page.getByRole('dialog', { name: '余额不足' });
  await expect(short.getByTestId('balance-short')).toHaveText('您当前余额不足，请前往购买');
  await short.getByRole('button', { name: '联系客服' }).click();
  await expect(short.getByTestId('service-panel')).toBeVisible();
  await short.getByRole('button', { name: '关闭' }).click();

  await recharge(request, token, '200');
  await page.reload();
  await page.getByRole('article').filter({ hasText: 'VIP季卡' }).getByRole('button', { name: '立即开通' }).click();
  await dialog.getByRole('checkbox').check();
  await expect(dialog.getByText('V券余额（可用 200.00）')).toBeVisible();
  await typePayPassword(page, '111111');
  await dialog.getByRole('button', { name: /确认支付/ }).click();
  await expect(page.getByText('支付密码错误，还可尝试4次')).toBeVisible();
  await typePayPassword(page, '864213');
  await dialog.getByRole('button', { name: /确认支付/ }).click();
  await expect(dialog.getByTestId('vip-success')).toContainText(`VIP季卡，会员有效期至 ${inDays(90)}`);
  const user = await call(request, '/api/user/index', {}, token);
  expect(user.userinfo).toMatchObject({ is_vip: 1, money: '32.00' });
});
