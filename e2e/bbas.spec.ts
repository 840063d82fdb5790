import type { Page } from '@playwright/test';
import { artifactDir, expect, test } from './fixtures';
import { openBbasMenu } from './header';
import { call } from './session';

const detailsOf = (symbol: string) => `/bbasV3/details?symbol=${symbol}`;
const chart = (page: Page) => page.getByRole('region', { name: 'K线图' });
const lastPrice = (page: Page) => page.getByTestId('kline-last-price');
/** The chart's chunk, its first bars and its first paint can take a while on a loaded machine. */
const chartReady = (page: Page) => expect(lastPrice(page)).toBeVisible({ timeout: 30_000 });

/** The next kline call the page makes that matches `wanted` (the call is a JSON POST). */
const nextKlineCall = (page: Page, wanted: (body: { period: string; limit: number; before?: number }) => boolean) =>
  page.waitForRequest((request) => request.url().endsWith('/javactp/market/kline') && wanted(request.postDataJSON()));

test('the details page shows the quote and a live K-line whose last price moves', async ({ page }) => {
  // Gold's small tick makes its simulated price move within seconds.
  await page.goto(detailsOf('au'));
  const header = page.getByTestId('quote-header');
  await expect(header.getByRole('heading', { name: '黄金' })).toBeVisible();
  await expect(header).toContainText(/主力 au\d{4}/);
  for (const label of ['成交量', '持仓量', '现货', '基差']) await expect(header).toContainText(label);
  // SHFE gold: the main month stops on its 15th (or the next trading day); a night session to 02:30.
  const rules = page.getByTestId('quote-rules');
  await expect(rules).toContainText(/主力最后交易日 \d{4}-\d{2}-(1[5-9]|2\d|3[01])/);
  await expect(rules).toContainText('日盘 09:00–10:15 10:30–11:30 13:30–15:00');
  await expect(rules).toContainText(/夜盘 21:00–次日02:30（今晚(开市|无夜盘)）/);
  await chartReady(page);
  await expect(chart(page).getByText('模拟行情')).toBeVisible();
  await expect(chart(page).locator('canvas').first()).toBeVisible();

  await expect(lastPrice(page)).toHaveText(/^\d+(\.\d+)?$/);
  const first = await lastPrice(page).textContent();
  await expect.poll(() => lastPrice(page).textContent(), { timeout: 40_000, intervals: [1_000] }).not.toBe(first);

  const months = page.getByRole('region', { name: '期限结构' });
  await expect(months.getByRole('row', { name: /主力/ }).getByRole('cell').first()).toHaveText(/^au\d{4}/);
  expect(await months.getByRole('row').count()).toBeGreaterThan(3);
  await page.screenshot({ path: `${artifactDir}/bbas-details.png`, fullPage: true });
});

test('switching the period reloads the bars of that period', async ({ page }) => {
  await page.goto(detailsOf('rb'));
  await chartReady(page);
  // Daily bars first: the legend dates the newest bar by its day.
  await expect(chart(page)).toContainText(/\d{4}\/\d{2}\/\d{2}/);

  const fiveMinutes = nextKlineCall(page, (body) => body.period === '5m' && body.limit === 300);
  await chart(page).getByText('5分', { exact: true }).click();
  await fiveMinutes;
  await expect(chart(page)).toContainText(/\d{2}\/\d{2} \d{2}:\d{2}/);

  const weekly = nextKlineCall(page, (body) => body.period === '1w' && body.limit === 300);
  await chart(page).getByText('周K', { exact: true }).click();
  await weekly;
  await chartReady(page);
});

test('dragging the chart to the right loads older bars', async ({ page }) => {
  await page.goto(detailsOf('rb'));
  await chartReady(page);
  // Five-minute bars: weeks of them exist, far more than the 300 of the first page.
  await chart(page).getByText('5分', { exact: true }).click();
  await expect(chart(page)).toContainText(/\d{2}\/\d{2} \d{2}:\d{2}/);
  let olderAsked = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/javactp/market/kline') && typeof request.postDataJSON().before === 'number')
      olderAsked = true;
  });
  const box = await page.getByTestId('kline-canvas').boundingBox();
  if (!box) throw new Error('the chart has no box');
  // About 90 of the 300 bars are shown: a few long drags reach the first one.
  for (let drag = 0; drag < 8 && !olderAsked; drag += 1) {
    await page.mouse.move(box.x + 40, box.y + 120);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 100, box.y + 120, { steps: 5 });
    await page.mouse.up();
  }
  await expect.poll(() => olderAsked).toBe(true);
});

test('the four information tabs each show their content', async ({ page }) => {
  await page.goto(detailsOf('rb'));
  const tabs = page.locator('.bbas-info-tabs');
  const panel = (name: string) => tabs.getByRole('tabpanel', { name });
  await expect(page.getByText('品种解读')).toBeVisible();

  // Alerts of the market monitor and the editors' notes, newest first.
  await expect(panel('市场快讯').getByRole('list', { name: '市场快讯' })).toContainText(/vce编辑部|vce行情监控/);
  await tabs.getByRole('tab', { name: '枢轴系统' }).click();
  await expect(panel('枢轴系统')).toContainText('枢轴点P');
  // Where the price stands: between two levels, or exactly on one.
  await expect(panel('枢轴系统')).toContainText(/(位于|正处于).+/);
  await tabs.getByRole('tab', { name: '机构观点' }).click();
  await expect(panel('机构观点')).toContainText('综合倾向');
  await expect(panel('机构观点').getByRole('listitem').first()).toContainText('螺纹钢');
  await tabs.getByRole('tab', { name: '数据统计' }).click();
  await expect(panel('数据统计').getByRole('img', { name: /季节性/ })).toBeVisible();
  await expect(panel('数据统计')).toContainText('20日历史波动率');
  await expect(panel('数据统计')).toContainText('持仓历史分位');
});

test('the BBAS page lists recommended products and every exchange, each linking to its details', async ({ page }) => {
  await page.goto('/bbasV3');
  // The recommended row follows the BBAS categories marked is_recommend (rebar among them).
  const recommended = page.getByRole('region', { name: '推荐品种' });
  await expect(recommended.getByRole('link', { name: /螺纹钢/ })).toHaveAttribute('href', detailsOf('rb'));
  await expect(page.getByTestId('bbas-home').getByText('模拟行情')).toBeVisible();

  await page.getByRole('tab', { name: '郑州商品交易所' }).click();
  const sugar = page.getByRole('tabpanel', { name: '郑州商品交易所' }).getByRole('link', { name: /白砂糖/ });
  await expect(sugar).toContainText(/SR\d{3}/);
  await expect(sugar).toContainText(/[+-]?\d+\.\d{2}%/);
  await page.screenshot({ path: `${artifactDir}/bbas-list.png`, fullPage: true });
  await sugar.click();
  await expect(page).toHaveURL(detailsOf('SR'));
  await expect(page.getByTestId('quote-header').getByRole('heading', { name: '白砂糖' })).toBeVisible();
});

test('the header BBAS menu shows each product with its price and change, labelled as simulated', async ({ page }) => {
  const menu = await openBbasMenu(page);
  await expect(menu.getByRole('link', { name: /螺纹钢/ })).toHaveText(/螺纹钢\s*\d+\s*[+-]?\d+\.\d{2}%/);
  await expect(menu.getByText('模拟行情')).toBeVisible();
});

test('prices from a live feed carry no 模拟行情 label', async ({ page }) => {
  // No live feed exists here yet: the server's answer is passed on with its prices marked as live.
  await page.route('**/vce_gm/v1/symbol_list_with_price', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const exchange of body.data) for (const item of exchange.list) item.simulated = false;
    await route.fulfill({ response, json: body });
  });
  const menu = await openBbasMenu(page);
  await expect(menu.getByRole('link', { name: /螺纹钢/ })).toBeVisible();
  await expect(menu.getByText('模拟行情')).toHaveCount(0);
});

/** Products no other test looks at: each attempt (a retry, a repeat) takes its own, since the jump leaves it at its limit. */
const jumpable = [
  ['SA', '纯碱'],
  ['SH', '烧碱'],
  ['UR', '尿素'],
] as const;

test('an alert raised while the details page is open joins the market express without a reload', async ({
  page,
  request,
}, testInfo) => {
  const [symbol, name] = jumpable[(testInfo.retry + testInfo.repeatEachIndex) % jumpable.length] ?? jumpable[0];
  const subscribed = page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/ws/message'))
    .then((socket) => socket.waitForEvent('framesent', (frame) => frame.payload === 'monitoring:1'));
  await page.goto(detailsOf(symbol));
  const express = page.locator('.bbas-info-tabs').getByRole('tabpanel', { name: '市场快讯' });
  await expect(express.getByRole('list', { name: '市场快讯' }).or(express.getByText('暂无快讯'))).toBeVisible();
  await subscribed;
  await page.evaluate(() => Object.assign(window, { beforeTheAlert: true }));

  // Dev server only: the simulated spot jumps 40 %, so the main contract trades at its limit.
  await call(request, '/api/dev/market/jump', { symbol, percent: 40 });
  const newest = express.getByRole('list', { name: '市场快讯' }).getByRole('listitem').first();
  await expect(newest).toContainText(`${name}触及涨停`);
  await expect(newest).toContainText('vce行情监控');
  expect(await page.evaluate(() => 'beforeTheAlert' in window)).toBe(true);
});

test('a guest who has used up the free BBAS searches of the day gets the quota popup instead of a new product', async ({
  page,
  request,
}) => {
  const visitor = crypto.randomUUID();
  await page.addInitScript((id) => localStorage.setItem('vce-tourist-uuid', id), visitor);
  for (const symbol of ['cu', 'al', 'zn', 'pb', 'ni'])
    await call(request, '/api/quota/useSearch', { tag: 'bbas', symbol, uuid: visitor });

  await page.goto(detailsOf('rb'));
  // Popup type 1, the BBAS one.
  await expect(page.getByRole('dialog', { name: '今日免费次数已用完' })).toContainText('免费查看5个品种的BBAS品种分析');
  await expect(page.getByTestId('bbas-details')).toHaveCount(0);

  // A product already opened today stays open.
  await page.goto(detailsOf('cu'));
  await expect(page.getByTestId('quote-header').getByRole('heading', { name: '铜' })).toBeVisible();
});
