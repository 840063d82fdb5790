import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { call } from './session';

/** Puts V券 on the balance the way a user does: a recharge paid at the sandbox cashier. */
export async function recharge(request: APIRequestContext, token: string, amount: string) {
  const order = await call(request, '/api/finance/recharge', { amount, pay_type: 'wechat' }, token);
  await call(request, '/api/dev/pay/confirm', { order_id: order.order_id });
}

/** Types six digits into the six single-digit boxes (of the group named `label`). */
export async function typePayPassword(page: Page, digits: string, label = '支付密码') {
  const boxes = page.getByRole('group', { name: label, exact: true }).getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  // Box by box: typing over a filled set from the first box could land a digit in the wrong box.
  for (const [index, digit] of [...digits].entries()) await boxes.nth(index).fill(digit);
}
