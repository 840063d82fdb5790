import fs from 'node:fs';
import path from 'node:path';
import { pageRoutes } from '@vce/contract/routes';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { dialog, openDialog } from './login-dialog';
import { enterSession, signInAsNewUser, signUp } from './session';

const distAssets = path.join('apps', 'web', 'dist', 'assets');

/** Visits each page in turn (running `onArrival` first, where given) and gathers axe's findings. */
async function violationsOfPages(page: Page, paths: string[], onArrival?: (path: string) => Promise<void>) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await onArrival?.(path);
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page, path)));
  }
  return found;
}

// Every page of the route table, in parts of about twenty pages: each part a test of its own, so the
// two workers share them and a slow machine does not run one test past its time. The same walk checks
// that each route renders its own layout and title, not the 404 page (one visit per page for both).
const productDetails = pageRoutes.find((entry) => entry.path === '/bbasV3/details');
const axedRoutes = [
  ...pageRoutes,
  ...(productDetails ? [{ ...productDetails, path: '/bbasV3/details?symbol=rb' }] : []),
];
const partSize = 20;
for (let start = 0; start < axedRoutes.length; start += partSize) {
  const routes = axedRoutes.slice(start, start + partSize);
  test(`pages ${start + 1}–${start + routes.length} of the route table render their layout and have no serious or critical accessibility violation (axe)`, async ({
    page,
  }) => {
    test.setTimeout(6 * 60_000);
    const rendersItsLayout = async (path: string) => {
      const route = routes.find((entry) => entry.path === path)!;
      await expect(page.locator(`[data-layout="${route.layout}"]`), path).toBeVisible();
      await expect(page.getByText('This page could not be found'), path).toHaveCount(0);
      await expect(page, path).toHaveTitle(new RegExp(route.title === '首页' ? 'vce期货' : route.title));
    };
    const paths = routes.map((route) => route.path);
    expect(await violationsOfPages(page, paths, rendersItsLayout)).toEqual([]);
  });
}

test('the personal pages and /luckDraw signed in, and the login dialog open, have no serious accessibility violation (axe)', async ({
  page,
  request,
}) => {
  test.setTimeout(3 * 60_000);
  await openDialog(page);
  await expect(dialog(page)).toBeVisible();
  expect(await seriousViolations(page, 'login dialog')).toEqual([]);
  await signInAsNewUser(page, request);
  const personal = pageRoutes.filter((entry) => entry.layout === 'user').map((entry) => entry.path);
  // And the pages that show more once signed in.
  expect(await violationsOfPages(page, [...personal, '/luckDraw'])).toEqual([]);
});

test('every built script and stylesheet is served brotli-compressed, and decompresses to the file on disk', async ({
  request,
}) => {
  // The build compresses every text asset of 1 KB or more (vite.config.ts); smaller ones go as they are.
  const files = fs
    .readdirSync(distAssets)
    .filter((name) => /\.(m?js|css)$/.test(name) && fs.statSync(path.join(distAssets, name)).size >= 1024);
  expect(files.length).toBeGreaterThan(10);
  for (const name of files) {
    const response = await request.get(`/assets/${name}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status(), name).toBe(200);
    expect(response.headers()['content-encoding'], name).toBe('br');
    expect(response.headers().vary, name).toContain('accept-encoding');
    // The client decodes the body: what it reads must be the built file, byte for byte.
    expect(Buffer.compare(await response.body(), fs.readFileSync(path.join(distAssets, name))), name).toBe(0);
  }
});

/** Records the page's layout shifts from its first byte, each with the test ids of what it moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.flatMap((source) => {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              const testId = element?.closest<HTMLElement>('[data-testid]')?.dataset.testid;
              return testId ? [testId] : [];
            }),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
    );
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.flatMap((shift) => shift.moved),
    };
  };
}

test("nothing moves once painted: a guest's community feed (the activity banner, the gift pack) and a trader's home page (the header's live tip and name)", async ({
  page,
  request,
}) => {
  const shiftsSoFar = await recordLayoutShifts(page);
  await page.goto('/qiyouCommunityV2');
  await expect(page.getByTestId('community-activity')).toBeVisible();
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /限时礼包/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const feed = await shiftsSoFar();
  expect(feed.moved).toEqual([]);
  expect(feed.total).toBeLessThanOrEqual(0.02);

  await enterSession(page, await signUp(request));
  await page.goto('/');
  // Everything that arrives after the first paint has arrived: banners, live rooms, products, the user area.
  await expect(page.getByTestId('ad-carousel')).toBeVisible();
  await expect(page.getByTestId('exchange-overview').getByText('上海期货交易所')).toBeVisible();
  await expect(page.getByTestId('site-header').getByRole('link', { name: /直播中/ })).toBeVisible();
  await expect(page.getByTestId('header-user')).toContainText('期友');
  await page.waitForLoadState('networkidle');
  const home = await shiftsSoFar();
  // A bell that moves from under the pointer closes its panel.
  expect(home.moved).not.toContain('site-header');
  expect(home.total).toBeLessThanOrEqual(0.02);
  // And the header fits the page: nothing in it runs past the content's right edge.
  const overflow = await page
    .getByTestId('site-header')
    .locator('.site-header-inner')
    .evaluate((inner) => inner.scrollWidth - inner.clientWidth);
  expect(overflow).toBe(0);
});

test("the dashboards paint their first data before asking for their charts' code and making background calls", async ({
  page,
}) => {
  // Neither the charts nor the statistics, the notice socket's address and the header's live badge
  // are needed for the first screen (shared/first-paint.ts).
  const background = ['/api/common/addSiteStatistics', '/api/common/getSocketUrl', '/api/chat/getRoomList'];
  const pages = [
    { path: '/monitoringDataV2', firstData: page.getByText(/螺纹钢 主力合约 · 前20名会员/), chart: '/echart-canvas-' },
    { path: '/bbasV3/details?symbol=rb', firstData: page.getByTestId('quote-rules'), chart: '/kline-canvas-' },
  ];
  for (const { path: address, firstData, chart } of pages) {
    await page.goto(address);
    await expect(firstData).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    const asked = [chart, ...background];
    // The calls go out once the page has painted, so they may still be on their way here.
    await expect
      .poll(() =>
        page.evaluate(
          (parts) =>
            parts.filter((part) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part))),
          asked,
        ),
      )
      .toEqual(asked);
    const { firstPaint, started } = await page.evaluate((parts) => {
      const resources = performance.getEntriesByType('resource');
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        started: parts.map((part) => [part, resources.find((entry) => entry.name.includes(part))!.startTime] as const),
      };
    }, asked);
    for (const [part, startTime] of started) expect(startTime, `${address} ${part}`).toBeGreaterThan(firstPaint);
  }
});

test('the login dialog keeps the keyboard inside while open and gives focus back to its opener on close', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: '登录/注册' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  // Past the last control, focus leaves for the browser's own controls (nothing focused in the page)
  // before coming back to the first: it never lands on the page behind the dialog.
  const focusedBehind = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused && focused !== document.body && !focused.closest('.ant-modal') ? focused.outerHTML : null;
    });
  const focusedInDialog = new Set<string>();
  // More presses than the dialog has controls, both ways round.
  for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(20).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusedBehind(), `after ${key}`).toBeNull();
    focusedInDialog.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
  }
  // It did move through the dialog's controls (the phone field, 获取验证码, the agreement…).
  expect(focusedInDialog.size).toBeGreaterThan(8);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(opener).toBeFocused();
});
