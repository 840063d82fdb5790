// The console's points and growth stories: sign-in rewards and prizes, the exchange price, tasks, the gift pack.
import { chooseOption, enterConsoleAs, openSection } from './admin-console';
import { artifactDir, confirmDialog, expect, test } from './fixtures';
import { call, signInAsNewUser } from './session';

test('an operator raises the seventh day’s sign-in reward and renames and restocks a prize: /luckDraw shows both at once', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Draw2026x';
  await enterConsoleAs(page, request, 'operator', password);
  await openSection(page, '签到抽奖');
  const rewards = page.getByRole('region', { name: '签到奖励' });
  const prizes = page.getByRole('region', { name: '抽奖奖品' });
  const setSeventhDay = async (points: string) => {
    await rewards.getByLabel('第7天').fill(points);
    await rewards.getByRole('button', { name: '保存签到奖励' }).click();
    await expect(page.locator('.ant-message-notice').filter({ hasText: '签到奖励已保存' }).last()).toBeVisible();
  };
  const editPrize = async (from: string, to: string, stock: string) => {
    await prizes.getByRole('button', { name: `编辑 ${from}` }).click();
    const dialog = page.getByRole('dialog', { name: `编辑奖品「${from}」` });
    await dialog.getByLabel('奖品名称').fill(to);
    await dialog.getByLabel('剩余库存（空为不限）').fill(stock);
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(prizes.getByRole('row').filter({ hasText: to })).toContainText(stock);
  };
  const visitor = await browser.newContext();
  const luckDraw = await visitor.newPage();
  try {
    await setSeventhDay('20');
    await editPrize('50 V粒', '50 V粒大奖', '600');
    await page.screenshot({ path: `${artifactDir}/admin-sign-in.png` });
    await signInAsNewUser(luckDraw, request);
    await luckDraw.goto('/luckDraw');
    await expect(luckDraw.getByRole('list', { name: '连续签到奖励' }).getByRole('listitem').last()).toContainText('20');
    await expect(luckDraw.getByTestId('draw-prize').filter({ hasText: '50 V粒大奖' })).toHaveCount(1);
  } finally {
    // The other stories read the demo's table (5 V粒 on day 1, 15 from day 7).
    await setSeventhDay('15');
    await editPrize('50 V粒大奖', '50 V粒', '600');
    await visitor.close();
  }
});

test('an operator raises the BBAS exchange price: a trader out of free searches is asked the new price', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Quota2026x';
  await enterConsoleAs(page, request, 'operator', password);
  await openSection(page, '次数与兑换');
  const quotas = page.getByRole('region', { name: '次数与兑换' });
  const setBbasPrice = async (price: string) => {
    await quotas.getByLabel('BBAS品种分析兑换价格').fill(price);
    await quotas.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(page.locator('.ant-message-notice').filter({ hasText: '次数与兑换规则已保存' }).last()).toBeVisible();
  };
  const traderContext = await browser.newContext();
  const trader = await traderContext.newPage();
  try {
    await expect(quotas.getByLabel('BBAS品种分析每日免费次数')).toHaveValue('5');
    await setBbasPrice('12');
    await page.screenshot({ path: `${artifactDir}/admin-quotas.png` });
    const { token } = await signInAsNewUser(trader, request);
    // Today's five free BBAS products, used up.
    for (const symbol of ['rb', 'cu', 'al', 'zn', 'pb'])
      await call(request, '/api/quota/useSearch', { tag: 'bbas', symbol }, token);
    await trader.goto('/bbasV3/details?symbol=ni');
    await trader.getByRole('dialog', { name: '今日免费次数已用完' }).getByRole('button', { name: '去兑换' }).click();
    await expect(trader.getByRole('dialog', { name: 'V粒兑换' })).toContainText('BBAS品种分析每次 12 V粒');
  } finally {
    // The other stories read the demo's price (10 V粒).
    await setBbasPrice('10');
    await traderContext.close();
  }
});

test('an operator renames a task and raises its reward: a trader’s 任务中心 shows both at once', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Tasks2026x';
  await enterConsoleAs(page, request, 'operator', password);
  await openSection(page, '任务');
  const tasks = page.getByRole('region', { name: '任务' });
  const edit = async (from: string, to: string, points: string) => {
    await tasks.getByRole('button', { name: `编辑 ${from}` }).click();
    const dialog = page.getByRole('dialog', { name: `编辑任务「${from}」` });
    await dialog.getByLabel('任务名称').fill(to);
    await dialog.getByLabel('奖励V粒').fill(points);
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(tasks.getByRole('row').filter({ hasText: to })).toContainText(points);
  };
  const traderContext = await browser.newContext();
  const trader = await traderContext.newPage();
  try {
    await edit('绑定微信', '绑定微信账号', '25');
    await page.screenshot({ path: `${artifactDir}/admin-tasks.png` });
    await signInAsNewUser(trader, request);
    await trader.goto('/my/vli');
    await expect(trader.getByTestId('task').filter({ hasText: '绑定微信账号' })).toContainText('+25 V粒');
  } finally {
    // The other stories read the demo's tasks.
    await edit('绑定微信账号', '绑定微信', '20');
    await traderContext.close();
  }
});

test('an operator adds an item to the new-user gift pack: the pack’s popup lists it at once; deleted, it is gone', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Pack2026x';
  await enterConsoleAs(page, request, 'operator', password);
  await openSection(page, '新人礼包');
  const pack = page.getByRole('region', { name: '新人礼包' });
  await pack.getByRole('button', { name: '添加礼包项' }).click();
  const dialog = page.getByRole('dialog', { name: '添加礼包项' });
  const title = `开户指引${Date.now() % 10_000}`;
  await dialog.getByLabel('名称').fill(title);
  await dialog.getByLabel('说明').fill('演示：期货开户流程图解');
  await chooseOption(page, dialog, '类型', '仅展示');
  await dialog.getByLabel('数量（仅展示为0）').fill('0');
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  // Saved (else the dialog would stay, saying what the form lacks).
  await expect(dialog).toBeHidden();
  await expect(pack.getByRole('row').filter({ hasText: title })).toContainText('仅展示');
  await page.screenshot({ path: `${artifactDir}/admin-gift-pack.png` });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: /限时礼包/ }).click();
  await expect(visitor.getByRole('dialog', { name: '新人限时礼包' })).toContainText(title);
  await visitorContext.close();

  await pack.getByRole('button', { name: `删除 ${title}` }).click();
  await confirmDialog(page.getByRole('dialog'), /^删\s?除$/);
  await expect(pack.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
