import { expect, test } from './fixtures';
import { statisticOf } from './statistics';

test('a first visit gets a visitor id in storage and the uuid cookie, and keeps the service code', async ({
  page,
  context,
}) => {
  await page.goto('/?service_code=partner42');
  const visitorId = await page.evaluate(() => localStorage.getItem('vce-tourist-uuid'));
  expect(visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'uuid')?.value).toBe(visitorId);
  expect(await page.evaluate(() => localStorage.getItem('service_code'))).toBe('partner42');

  await page.goto('/vipV2');
  expect(await page.evaluate(() => localStorage.getItem('vce-tourist-uuid'))).toBe(visitorId);
});

test('page views and header clicks are posted as site statistics with the visitor id', async ({ page }) => {
  const pageView = page.waitForRequest((request) => statisticOf(request)?.type === 15);
  await page.goto('/');
  const view = statisticOf(await pageView);
  expect(view?.path).toBe('/');
  expect(view?.uuid).toBe(await page.evaluate(() => localStorage.getItem('vce-tourist-uuid')));

  const tabClick = page.waitForRequest((request) => statisticOf(request)?.type === 67);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '课堂' }).click();
  expect(await tabClick).toBeTruthy();

  const searchClick = page.waitForRequest((request) => statisticOf(request)?.type === 284);
  await page.getByRole('link', { name: '搜索品种、课程、帖子' }).click();
  await searchClick;
  await expect(page).toHaveURL('/search');
});

test('the QR panel, the service panel and the footer show the configured links and contacts', async ({ page }) => {
  await page.goto('/');
  const qr = page.getByTestId('qr-panel');
  // The panel shows while the pointer is on its button: on a page still settling under load the
  // button can move from under a resting pointer (once in CI), so the pointer goes off and back until it opens.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: '下载App' }).hover();
    await expect(qr.getByText('微信小程序')).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await expect(qr.locator('canvas')).toHaveCount(5);
  await page.getByRole('button', { name: /在线客服/ }).hover();
  await expect(page.getByTestId('service-panel')).toContainText('400-820-0001');
  // Clicked, it opens the customer-service dialog.
  await page.getByRole('button', { name: /在线客服/ }).click();
  const service = page.getByRole('dialog', { name: '联系客服' });
  await expect(service.getByRole('img', { name: '客服微信' })).toBeVisible();
  await service.getByRole('button', { name: '关闭' }).click();
  await expect(service).toBeHidden();
  // The footer's two app codes load only once the footer is in view.
  const footerCodes = page.getByTestId('site-footer').locator('canvas');
  await expect(footerCodes).toHaveCount(0);
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await expect(footerCodes).toHaveCount(2);
  await expect(page.getByTestId('site-footer').getByText('iOS App')).toBeVisible();
});

test('the gift pack opens from the side toolbar and can be closed for the visit', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /限时礼包/ }).click();
  await expect(page.getByRole('dialog', { name: '新人限时礼包' })).toContainText('5 V粒');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '关闭礼包' }).click();
  await expect(page.getByRole('button', { name: /限时礼包/ })).toHaveCount(0);
});

test("a first visit of the day to the home page shows the operators' promo, whose picture leads to 看数据; it stays away for the rest of the day", async ({
  browser,
}) => {
  // A browser that has not seen it today (the suite's contexts start with it quiet).
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  const promo = page.getByRole('dialog', { name: '今日推荐' });
  await expect(promo).toContainText('每日收盘后更新主力持仓、成交与基差数据');
  await expect(promo.locator('img')).toHaveAttribute('src', '/images/promo/home-promo.svg');
  await promo.getByRole('link').click();
  await expect(page).toHaveURL('/monitoringDataV2');
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(promo).toHaveCount(0);
  await context.close();
});

test('grey mode from init greys the home page only', async ({ page }) => {
  // The operator's switch, as the server would answer it once set in the site settings.
  await page.route('**/api/common/init', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, grey_mode: 1 } } });
  });
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toHaveCSS('filter', 'grayscale(1)');
  // No init call in flight: leaving the page would cut off the one being rewritten.
  await page.waitForLoadState('networkidle');
  // The other page's init is rewritten too: the test waits for it, or closing the page would cut the
  // rewrite off mid-way.
  const greyInit = page.waitForResponse('**/api/common/init');
  await page.goto('/vipV2');
  await greyInit;
  await expect(page.getByRole('heading', { name: '会员六大权益' })).toBeVisible();
  await expect(page.locator('.grey-mode')).toHaveCount(0);
});

test('the page keeps a notification socket whose heartbeat names the room', async ({ page }) => {
  const opened = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/ws/notice'));
  await page.goto('/live?id=1&type=1');
  const socket = await opened;
  const ping = await socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('"ping"'));
  expect(JSON.parse(String(ping.payload))).toEqual({ type: 'ping', room_id: '1', platform: 'pcWeb' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('client_id_pc'))).toMatch(/^[0-9a-f]{32}$/);
});
