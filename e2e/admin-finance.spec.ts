// The console's money stories: finance refunds an order, exports the orders, and makes good; an operator gives coupons.
import { confirmConsole, enterConsoleAs, exportList, openSection } from './admin-console';
import { artifactDir, expect, test } from './fixtures';
import { call, enterSession, signInAsNewUser, signUp } from './session';

test("finance refunds a member's WeChat VIP order: the money goes back through the sandbox and the membership ends 30 days sooner; exports the orders as CSV, then makes good with V粒 the member's bill explains and 3 VIP days", async ({
  page,
  browser,
  request,
}) => {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signInAsNewUser(memberPage, request);
  const levels = (await call(request, '/api/user/getSuperVip', {})).level_list as { id: number; name: string }[];
  const monthly = levels.find((level) => level.name === 'VIP月卡')!.id;
  const bought: string[] = [];
  for (let i = 0; i < 2; i++) {
    const order = await call(
      request,
      '/api/user/paySuperVip',
      { level_id: monthly, pay_type: 'wechat', pay_from: 'web' },
      member.token,
    );
    await call(request, '/api/dev/pay/confirm', { order_id: order.order_id });
    bought.push(order.order_id);
  }
  const validUntil = async () => {
    await memberPage.goto('/my/setUpInformation');
    const line = memberPage.getByTestId('user-card').getByText(/有效期至 \d{4}-\d{2}-\d{2}/);
    return Date.parse((/\d{4}-\d{2}-\d{2}/.exec((await line.textContent()) ?? '') ?? [''])[0]);
  };
  const before = await validUntil();

  const password = 'Fin2026x';
  await enterConsoleAs(page, request, 'finance', password);
  await openSection(page, '订单管理');
  const orders = page.getByRole('region', { name: '订单管理' });
  await orders.getByLabel('订单号或用户ID').fill(String(member.id));
  await orders.getByRole('button', { name: /^筛\s?选$/ }).click();
  await expect(orders.getByText('共 2 笔订单')).toBeVisible();
  await orders.getByRole('button', { name: bought[1] }).click();
  const detail = page.getByRole('dialog', { name: '订单详情' });
  await expect(detail).toContainText('已收款：¥68.00');
  await detail.getByLabel('退款原因').fill('会员重复购买，用户申请退款');
  await detail.getByRole('button', { name: /^退\s?款$/ }).click();
  const confirmRefund = page.getByRole('dialog', { name: '确认退款 ¥68.00？' });
  await confirmRefund.getByRole('button', { name: '确认退款' }).click();
  await expect(detail.getByTestId('order-state')).toHaveText('已退款');
  await expect(confirmRefund).toHaveCount(0);
  await expect(detail).toContainText('会员重复购买，用户申请退款');
  await page.screenshot({ path: `${artifactDir}/admin-refund.png` });
  await page.keyboard.press('Escape');
  await expect(orders.getByRole('row').filter({ hasText: bought[1]! })).toContainText('已退款');

  // The member's card shows the membership 30 days shorter.
  expect(await validUntil()).toBe(before - 30 * 86_400_000);

  // The filtered orders, all pages, as a CSV file for the books.
  const exported = await exportList(page, orders);
  expect(exported.said).toContain('将导出当前筛选的全部 2 条记录');
  expect(exported.name).toMatch(/^订单_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = exported.text;
  expect(csv.split('\n').filter(Boolean)).toHaveLength(3);
  expect(csv).toContain(`${bought[1]},${member.id},VIP会员,VIP月卡,68.00,0.00,微信支付,已退款`);

  // Finance makes good with V粒, and the member's bill says why.
  await openSection(page, '用户管理');
  const users = page.getByRole('region', { name: '用户管理' });
  await users.getByLabel('搜索用户').fill(String(member.id));
  await users.getByLabel('搜索用户').press('Enter');
  await users.getByRole('button', { name: member.nickname }).click();
  const user = page.getByRole('dialog', { name: '用户详情' });
  await user.getByLabel('币种').click();
  await page.locator('.ant-select-item-option', { hasText: 'V粒' }).click();
  await user.getByLabel('调整数量').fill('200');
  await user.getByLabel('调整原因').fill('重复购买致歉补偿');
  await user.getByRole('button', { name: /^调\s?整$/ }).click();
  await expect(user.getByTestId('balance-score')).toHaveText('200');
  const bill = await call(request, '/api/finance/walletLog', { currency: 'vli' }, member.token);
  expect(bill.list[0]).toMatchObject({ amount: '+200', kind: 'adjust', title: '重复购买致歉补偿' });

  // And with 3 VIP days: the dialog and the member's own card show the later end.
  await expect(user.getByTestId('membership')).toContainText('月度会员');
  await user.getByLabel('赠送天数').fill('3');
  await user.getByLabel('赠送原因').fill('退款处理延迟补偿');
  await user.getByRole('button', { name: '赠送会员' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '已赠送3天会员' })).toBeVisible();
  expect(await validUntil()).toBe(before - 27 * 86_400_000);
  await memberContext.close();
});

test('an operator makes a coupon and gives it to two traders by id, twice by mistake: each is told once and finds one in 我的优惠券, and the batch is on record', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Coupon2026x';
  const [operator, ...traders] = await Promise.all([signUp(request, { password }), signUp(request), signUp(request)]);
  await request.post('/api/dev/admin/grant', { data: { user_id: operator.id, role: 'operator' } });
  await enterSession(page, operator);
  await confirmConsole(page, password);
  await openSection(page, '优惠券');
  const coupons = page.getByRole('region', { name: '优惠券' });
  await coupons.getByRole('button', { name: '新建优惠券' }).click();
  const name = `会员满60减8券${Date.now() % 1000}`;
  const dialog = page.getByRole('dialog', { name: '新建优惠券' });
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('减免金额（元）').fill('8');
  await dialog.getByLabel('使用门槛（元，0 为无门槛）').fill('60');
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  const row = coupons.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('满60减8元 · VIP会员');

  await row.getByRole('button', { name: `发放 ${name}` }).click();
  const grant = page.getByRole('dialog', { name: `发放「${name}」` });
  await grant.getByLabel('用户ID').fill(`${traders[0]!.id}\n${traders[1]!.id}, ${traders[0]!.id}`);
  // The batch's note names the coupon: a retry's batch is told from the first try's.
  const note = `会员日回馈（演示）${name}`;
  await grant.getByLabel('发放说明').fill(note);
  // A double click sends the batch twice: its key gives each trader one coupon all the same.
  await grant.getByRole('button', { name: /^发\s?放$/ }).dblclick();
  await expect(grant).toHaveCount(0);
  const batch = page.getByRole('region', { name: '发放记录' }).getByRole('row').filter({ hasText: note });
  await expect(batch).toHaveCount(1);
  await expect(batch.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await page.screenshot({ path: `${artifactDir}/admin-coupons.png` });

  const traderContext = await browser.newContext();
  const traderPage = await traderContext.newPage();
  await enterSession(traderPage, traders[0]!);
  // Told once, by the bell, whose notice opens 我的优惠券.
  await traderPage.goto('/');
  const bell = traderPage.getByTestId('notice-bell');
  await expect(bell).toHaveAccessibleName('消息通知，1条未读');
  await bell.hover();
  await traderPage
    .getByTestId('notice-panel')
    .getByRole('button', { name: new RegExp(`平台送你一张优惠券「${name}」`) })
    .click();
  await expect(traderPage).toHaveURL(/\/my\/coupon$/);
  await expect(traderPage.getByTestId('coupon').filter({ hasText: name })).toHaveCount(1);
  await expect(traderPage.getByTestId('coupon').filter({ hasText: name })).toContainText('满60');
  await traderContext.close();
});

test('an operator rewrites the annual package’s card line: /vipV2 shows it to the next visitor', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Vip2026x';
  await enterConsoleAs(page, request, 'operator', password);
  await openSection(page, '会员套餐');
  const packages = page.getByRole('region', { name: '会员套餐' });
  const setCardLine = async (text: string) => {
    await packages.getByRole('button', { name: '编辑 VIP年卡' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑「VIP年卡」' });
    await dialog.getByLabel('卡片说明').fill(text);
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(packages.getByRole('row').filter({ hasText: 'VIP年卡' })).toContainText(text);
  };
  const original = (await packages
    .getByRole('row')
    .filter({ hasText: 'VIP年卡' })
    .getByRole('cell')
    .nth(4)
    .textContent())!;
  const visitor = await browser.newContext();
  try {
    await setCardLine('演示：年卡限时加赠30天');
    await page.screenshot({ path: `${artifactDir}/admin-vip-levels.png` });
    const vipPage = await visitor.newPage();
    await vipPage.goto('/vipV2');
    await expect(vipPage.getByRole('article').filter({ hasText: 'VIP年卡' })).toContainText('演示：年卡限时加赠30天');
  } finally {
    await setCardLine(original);
    await visitor.close();
  }
});

test('finance closes today’s books: a WeChat payment whose notice was lost is a difference until its order is settled, and the daily totals agree with the balances', async ({
  page,
  request,
}) => {
  const member = await signUp(request);
  const recharge = await call(
    request,
    '/api/finance/recharge',
    { amount: '36', pay_type: 'wechat', pay_from: 'scan' },
    member.token,
  );
  // Paid at the sandbox's cashier, but no notification ever reaches the site.
  await call(request, '/api/dev/pay/confirm', { order_id: recharge.order_id, lose_notice: 1 });

  const password = 'Rec2026x';
  await enterConsoleAs(page, request, 'finance', password);
  await openSection(page, '对账');
  const days = page.getByRole('region', { name: '对账' });
  const run = page.locator('form[id="reconcile"]');
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  await run.getByLabel('对账日期').fill(today);
  await run.getByRole('button', { name: '立即对账' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: `${today} 微信支付：有差异` })).toBeVisible();

  const row = days.getByRole('row').filter({ hasText: today }).filter({ hasText: '微信支付' });
  await row.getByRole('button', { name: '展开行' }).click();
  // The difference's own row (the expanded row around its table holds the same text).
  const difference = days.getByRole('row', { name: new RegExp(`^${recharge.order_id} `) });
  await expect(difference).toContainText('渠道有，我方无');
  await expect(difference).toContainText('36.00');
  await expect(difference).toContainText(`用户 ${member.id} · V券充值 36.00 · 待支付`);
  await page.screenshot({ path: `${artifactDir}/admin-reconciliation.png` });

  // The member's page asks the provider, and the payment is applied: the next run no longer lists it.
  await call(request, '/api/common/checkOrderPay', { order_id: recharge.order_id, type: 3 }, member.token);
  await run.getByRole('button', { name: '立即对账' }).click();
  await expect(
    page
      .locator('.ant-message-notice')
      .filter({ hasText: `${today} 微信支付：` })
      .last(),
  ).toBeVisible();
  await expect(difference).toHaveCount(0);

  // 资金日报: today's V券 came in by the recharge, among others, and the books match the balances.
  await openSection(page, '资金日报');
  const totals = page.getByRole('region', { name: '资金日报' });
  await expect(totals.getByRole('alert')).toContainText('账实相符');
  const todayRow = totals.getByRole('row').filter({ hasText: today });
  const rechargeColumn = await totals.getByRole('columnheader').allTextContents();
  const recharged = await todayRow.getByRole('cell').nth(rechargeColumn.indexOf('V券充值')).textContent();
  expect(Number(recharged)).toBeGreaterThanOrEqual(36);
  await expect(todayRow.getByRole('cell').last()).toHaveText('连续');
  await page.screenshot({ path: `${artifactDir}/admin-ledger.png` });
});
