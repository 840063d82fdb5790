import type { Page } from '@playwright/test';
import { redirectRoutes } from '@vce/contract/routes';
import { artifactDir, expect, test } from './fixtures';
import { openBbasMenu } from './header';

const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

// That every route of the table renders its layout and title is checked by the route-wide axe walk
// (web-quality.spec.ts), which visits each page once for both.

test('older routes redirect to their newest version keeping the query', async ({ page }) => {
  for (const route of redirectRoutes) {
    await page.goto(`${route.path}?symbol=rb&x=1`);
    await expect(page, route.path).toHaveURL(`${route.to}?symbol=rb&x=1`);
  }
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: '点我返回首页' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('the home page shows banners, rooms and every exchange', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('ad-carousel')).toBeVisible();
  await expect(page.getByText('早盘策略直播间').first()).toBeVisible();
  await expect(page.getByTestId('exchange-overview').getByText('上海期货交易所')).toBeVisible();
  await expect(page.getByTestId('risk-notice')).toContainText('投资有风险');
  await expect(page.getByTestId('site-footer')).toContainText('沪ICP备');
  await page.screenshot({ path: `${artifactDir}/home.png`, fullPage: true });
});

test.describe('with motion', () => {
  // The turn is the story: a reader who asked for less motion sees the rooms hold still.
  test.use({ reducedMotion: 'no-preference' });

  test('the home page’s rooms turn every 5 s, live ones first; they are buttons: Enter opens a live room, a room not open says 敬请期待', async ({
    page,
  }) => {
    await page.goto('/');
    const rooms = page.locator('.room-strip');
    const first = rooms.getByRole('button').first();
    await expect(first).toContainText('直播中');
    const firstName = await first.locator('strong').innerText();
    await expect(first.locator('strong')).not.toHaveText(firstName, { timeout: 8_000 });
    await rooms.getByRole('button', { name: /机构研究员直播间/ }).press('Enter');
    await expect(page.locator('.ant-message')).toContainText('敬请期待');
    await rooms.getByRole('button', { name: /早盘策略直播间/ }).press('Enter');
    await expect(page).toHaveURL(/\/live\?id=1&type=1$/);
  });
});

test('the banner rotates back to the first slide after the last, and only the slide in view takes focus', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByTestId('ad-carousel');
  const dots = carousel.locator('.slick-dots li');
  await expect(carousel.locator('.ad-slide[tabindex="0"]')).toHaveCount(1);
  await dots.last().locator('button').click();
  await expect(dots.last()).toHaveClass(/slick-active/);
  await expect(carousel.locator('.ad-slide[tabindex="0"]')).toHaveCount(1);
  // One slide's time (3 s) later the first is back.
  await expect(dots.first()).toHaveClass(/slick-active/, { timeout: 8000 });
});

test('a page whose code cannot load shows the error page with a way home', async ({ page, consoleErrors }) => {
  // The deploy guard reloaded a moment ago, so this failure is shown rather than reloaded again.
  await page.addInitScript(() => localStorage.setItem('vce-chunk-reload-at', String(Date.now())));
  await page.route('**/assets/home-page-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('页面出错了');
  await expect(page.getByRole('link', { name: '点我返回首页' })).toHaveAttribute('href', '/');
  // The failed chunk and the error page's report of it are the console errors this test causes.
  expect(consoleErrors.length).toBeGreaterThan(0);
  consoleErrors.length = 0;
});

test('the BBAS tab lists every exchange with symbols linking to their details', async ({ page }) => {
  const menu = await openBbasMenu(page);
  await expect(menu.getByText('郑商所')).toBeVisible();
  await expect(menu.getByRole('link', { name: '螺纹钢' })).toHaveAttribute('href', '/bbasV3/details?symbol=rb');
  // Chosen with the keyboard while the pointer keeps the menu open (see the Live tab test).
  await menu.getByRole('link', { name: '螺纹钢' }).press('Enter');
  await expect(page).toHaveURL('/bbasV3/details?symbol=rb');
  await expect(page.locator('[data-layout="bbas"]')).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/bbas-layout.png` });
});

test('the Live tab shows rooms with a live indicator and 敬请期待 for rooms not open', async ({ page }) => {
  await page.goto('/');
  await nav(page).getByRole('link', { name: /^直播/ }).hover();
  const menu = page.getByTestId('live-menu');
  await expect(menu.getByText('直播中').first()).toBeVisible();
  // Rooms are chosen with the keyboard while the pointer keeps the menu open: on a loaded machine
  // a pointer trip from the tab into the menu raced the menu's animation and made these tests flaky.
  await menu.getByRole('button', { name: /机构研究员直播间/ }).press('Enter');
  await expect(page.locator('.ant-message')).toContainText('敬请期待');
  await expect(page).toHaveURL('/');
  await menu.getByRole('button', { name: /早盘策略直播间/ }).press('Enter');
  await expect(page).toHaveURL(/\/live\?id=1&type=1$/);
  await expect(page.getByTestId('live-room')).toContainText('早盘策略直播间');
  // The public courses: the live courses' sessions, each leading to its page.
  await nav(page).getByRole('link', { name: /^直播/ }).hover();
  await menu.getByRole('link', { name: /公开课列表/ }).press('Enter');
  const courses = page.getByTestId('public-courses');
  await expect(courses.getByText('即将开播')).toBeVisible();
  await courses.getByTestId('live-session').first().getByRole('link').first().click();
  await expect(page.getByTestId('live-session-details')).toBeVisible();
});

test('dark mode is remembered after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '深色模式' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: '浅色模式' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the header changes its look after 200 px of scroll', async ({ page }) => {
  await page.goto('/');
  // The page must be tall enough to scroll: wait for its content.
  await expect(page.getByTestId('exchange-overview').getByText('上海期货交易所')).toBeVisible();
  const header = page.getByTestId('site-header');
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/is-scrolled/);
});

test('a 4001 answer clears the token and opens the login dialog in SMS mode', async ({ page }) => {
  // The stale token is in place before the app starts, as after a token expired overnight.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('tokenReload', 'expired-token');
    sessionStorage.setItem('seeded', '1');
  });
  await page.goto('/my/setUpInformation');
  await expect(page.getByTestId('login-dialog')).toHaveAttribute('data-mode', '2');
  await expect(page.locator('.ant-message')).toContainText('请登录后操作');
  expect(await page.evaluate(() => localStorage.getItem('tokenReload'))).toBeNull();
  await page.screenshot({ path: `${artifactDir}/user-layout-4001.png` });
});

test('a protected page asks a visitor to log in', async ({ page }) => {
  await page.goto('/my/vli');
  await expect(page.locator('.ant-message')).toContainText('请登录后操作');
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  await expect(page.getByText('您还未登录，请先登录')).toBeVisible();
});

test('/login opens the login dialog over the home page', async ({ page }) => {
  await page.goto('/login?redirect=/vipV2');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});

test('the header menus open for the keyboard too, and Escape closes them', async ({ page }) => {
  await page.goto('/');
  await nav(page).getByRole('link', { name: /^BBAS/ }).focus();
  const menu = page.getByTestId('bbas-menu');
  await expect(menu.getByText('郑商所')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('agreements come from the server: the list links each, and the old address redirects to the page', async ({
  page,
}) => {
  await page.goto('/my/agreementList');
  const list = page.getByTestId('agreement-list');
  await expect(list.getByRole('link')).toHaveCount(4);
  await list.getByRole('link', { name: /VIP会员服务协议/ }).click();
  await expect(page).toHaveURL(/\/agreementV2\?name=vip_xieyi$/);
  const agreement = page.getByTestId('agreement-page');
  await expect(agreement.getByRole('heading', { level: 1 })).toContainText('VIP会员服务协议');
  await expect(agreement).toContainText('示例文本');
  await page.goto('/agreement?name=ai_rule');
  await expect(page).toHaveURL(/\/agreementV2\?name=ai_rule$/);
  await expect(page.getByTestId('agreement-page').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/agreementV2?name=no_such_thing');
  await expect(page.getByTestId('agreement-missing')).toContainText('该协议不存在或已下线');
});
