import type { Page } from '@playwright/test';
import { artifactDir, expect, test } from './fixtures';
import { call, signInAsNewUser } from './session';

const toast = (page: Page) => page.locator('.ant-message-notice');

test('signing in on /luckDraw: V粒 with the reward toast, the day ticked, then one draw and its history', async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewUser(page, request);
  await page.goto('/luckDraw');
  const signCard = page.locator('.sign-card');
  await expect(signCard).toContainText('已连续签到 0 天，今日签到可得 5 V粒和一次抽奖机会');
  await expect(page.getByRole('list', { name: '连续签到奖励' }).getByRole('listitem')).toHaveCount(7);
  await signCard.getByRole('button', { name: '立即签到' }).click();
  await expect(toast(page)).toContainText('恭喜获得5V粒，已连续签到1天');
  await expect(signCard.getByRole('button', { name: /今日已签到/ })).toBeDisabled();
  await expect(page.getByTestId('sign-calendar').locator('[aria-current="date"]')).toContainText('已签');

  const drawButton = page.getByRole('button', { name: '抽奖，剩余1次' });
  await expect(page.getByTestId('draw-prize')).toHaveCount(8);
  await drawButton.click();
  const result = page.getByRole('dialog', { name: '抽奖结果' });
  await expect(result).toBeVisible({ timeout: 10_000 });
  // What the page shows is what the server drew and recorded.
  const log = await call(request, '/api/lottery_draw/drawLog', { page: 1, limit: 10 }, token);
  expect(log.total).toBe(1);
  const prizeName = log.list[0].prize_name as string;
  await expect(result).toContainText(prizeName === '谢谢参与' ? '谢谢参与' : `恭喜获得 ${prizeName}`);
  await page.screenshot({ path: `${artifactDir}/luck-draw.png`, fullPage: true });
  await result.getByRole('button', { name: /^好\s?的$/ }).click();
  await expect(page.getByTestId('draw-history')).toContainText(prizeName);
  await page.getByRole('button', { name: '抽奖，剩余0次' }).click();
  await expect(toast(page).filter({ hasText: '暂无抽奖机会' })).toBeVisible();
});

test('exchanging V粒 for a view-data search from the no-count popup opens the product, and /my/vli shows the bill', async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewUser(page, request);
  await call(request, '/api/lottery_draw/sign', {}, token);
  // Today's five free view-data products, used up.
  for (const symbol of ['rb', 'cu', 'al', 'zn', 'pb'])
    await call(request, '/api/quota/useSearch', { tag: 'view_data', symbol }, token);

  await page.goto('/monitoringDataV2?symbol=ni');
  const noCount = page.getByRole('dialog', { name: '今日免费次数已用完' });
  await expect(noCount).toBeVisible();
  await noCount.getByRole('button', { name: '去兑换' }).click();

  const exchange = page.getByRole('dialog', { name: 'V粒兑换' });
  await expect(exchange).toContainText('当前V粒 5，数据查询每次 5 V粒');
  await exchange.getByRole('textbox', { name: '兑换次数' }).fill('0');
  await exchange.getByRole('button', { name: '确认兑换' }).click();
  await expect(toast(page).filter({ hasText: '请输入合法数字' })).toBeVisible();
  await exchange.getByRole('textbox', { name: '兑换次数' }).fill('1');
  await expect(exchange.getByTestId('exchange-total')).toContainText('共需 5 V粒');
  await exchange.getByRole('button', { name: '确认兑换' }).click();
  await expect(toast(page).filter({ hasText: '兑换成功，数据查询已兑换可用1次' })).toBeVisible();
  // The bought use opens the product at once.
  await expect(page.getByRole('img', { name: '净持仓', exact: true }).locator('canvas').first()).toBeVisible();

  await page.goto('/my/vli');
  await expect(page.getByTestId('vli-balance')).toHaveText('0');
  const bill = page.getByTestId('wallet-bill');
  await expect(bill.getByRole('row')).toHaveCount(3);
  await expect(bill.getByRole('row').nth(1)).toContainText('兑换数据查询次数 ×1');
  await expect(bill.getByRole('row').nth(1)).toContainText('-5');
  await expect(bill.getByRole('row').nth(2)).toContainText('每日签到（连续第1天）');
  await page.screenshot({ path: `${artifactDir}/my-vli.png`, fullPage: true });
});

test('a new account claims the gift pack from the side toolbar, then the daily-visit task on /my/vli', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request);
  // The page load reports the visit (finishTask type 24) a moment after it paints.
  const visitReported = page.waitForRequest((asked) => asked.url().endsWith('/api/task/finishTask'));
  await page.goto('/');
  await page.getByRole('button', { name: /限时礼包/ }).click();
  const pack = page.getByRole('dialog', { name: '新人限时礼包' });
  await expect(pack).toContainText('5 V粒');
  await expect(pack).toContainText('VIP体验3天');
  await pack.getByRole('button', { name: '立即领取' }).click();
  const granted = page.getByRole('dialog', { name: '领取成功' });
  await expect(granted).toContainText('恭喜获得5V粒');
  await expect(granted).toContainText('另有VIP体验3天已生效，优惠券1张已放入我的优惠券');
  await granted.getByRole('button', { name: /^好\s?的$/ }).click();
  await expect(page.getByRole('button', { name: /限时礼包/ })).toHaveCount(0);
  await expect(page.getByTestId('header-user').getByAltText('VIP会员')).toBeVisible();
  await visitReported;

  await page.goto('/my/vli');
  await expect(page.getByTestId('vli-balance')).toHaveText('5');
  const visit = page.getByTestId('task').filter({ hasText: '每日访问' });
  await visit.getByRole('button', { name: /^领\s?取$/ }).click();
  await expect(toast(page).filter({ hasText: '恭喜获得2V粒' })).toBeVisible();
  await expect(visit.getByRole('button', { name: '已领取' })).toBeDisabled();
  await expect(page.getByTestId('vli-balance')).toHaveText('7');
  await expect(page.getByTestId('task').filter({ hasText: '设置支付密码' }).getByRole('button')).toHaveText(/去完成/);
  await page.screenshot({ path: `${artifactDir}/my-vli-tasks.png`, fullPage: true });
});

test('the V粒 shop shows prices and stock; too few V粒 for a membership, enough for an AI question', async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewUser(page, request);
  await call(request, '/api/common/receiveNewUserPack', {}, token);
  await page.goto('/vli/shop');
  const items = page.getByTestId('shop-item');
  await expect(items).toHaveCount(6);
  const oneDay = items.filter({ hasText: 'VIP体验1天' });
  await expect(oneDay).toContainText('60 V粒');
  await expect(oneDay).toContainText('剩余 500 份');
  await oneDay.getByRole('button', { name: /兑\s?换/ }).click();
  await page.getByRole('dialog', { name: '兑换VIP体验1天' }).getByRole('button', { name: '确认兑换' }).click();
  await expect(toast(page).filter({ hasText: '您的V粒不足' })).toBeVisible();

  await items
    .filter({ hasText: 'AI提问次数' })
    .getByRole('button', { name: /兑\s?换/ })
    .click();
  const exchange = page.getByRole('dialog', { name: 'V粒兑换' });
  await expect(exchange).toContainText('当前V粒 5，AI提问每次 5 V粒');
  await exchange.getByRole('button', { name: '确认兑换' }).click();
  // The pack's VIP days are running: the bought question waits for the membership to end.
  await expect(exchange.getByTestId('exchange-result')).toContainText(
    '会员期间AI提问不限次数，已兑换的 1 次会员到期后可用',
  );
  await page.screenshot({ path: `${artifactDir}/vli-shop.png`, fullPage: true });
});

test('once a trial membership has ended, the next load shows the trial-ended popup once', async ({ page, request }) => {
  const { token } = await signInAsNewUser(page, request, { popups: true });
  await call(request, '/api/lottery_draw/sign', {}, token);
  // A trial that ended an hour ago, as the user call answers once it has: time cannot be moved here.
  const ended = Math.floor(Date.now() / 1000) - 3600;
  await page.route('**/api/user/index', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const level = { ...body.data.userinfo.level, isVip: 0, isTrial: 1, levelExpirationTime: ended, level: 1 };
    await route.fulfill({
      response,
      json: { ...body, data: { userinfo: { ...body.data.userinfo, is_vip: 0, level } } },
    });
  });
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'VIP体验已结束' });
  await expect(popup).toContainText('低至每天1.61元');
  await popup.getByRole('button', { name: '以后再说' }).click();
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('trial-ended')).toHaveCount(0);
  await expect(page.getByTestId('vip-prompt')).toHaveCount(0);
  // Any rewrite still under way finishes before the page closes.
  await page.unrouteAll({ behavior: 'wait' });
});

test('the home page’s daily live-time gift adds its minutes once a day, shown in its popup', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request);
  await page.goto('/');
  const gift = page.locator('.live-time-gift');
  await expect(gift).toContainText('每天可领取30分钟直播间观看时长');
  await gift.getByRole('button', { name: '领取' }).click();
  // The gift's popup: the operators' picture and what was added, the way to the live rooms.
  const popup = page.getByRole('dialog', { name: '直播时长已到账' });
  await expect(popup.getByRole('img', { name: '直播时长礼包' })).toBeVisible();
  await expect(popup).toContainText('领取成功，30分钟直播时长已到账，共可观看30分钟');
  await popup.getByRole('button', { name: '关闭' }).click();
  await expect(popup).toHaveCount(0);
  await gift.getByRole('button', { name: '领取' }).click();
  await expect(toast(page).filter({ hasText: '今日直播时长已领取，明天再来吧' })).toBeVisible();
});
