// The console's honours: a moderator takes a member's honour back and gives it back.
import { enterConsoleAs, openSection } from './admin-console';
import { expect, test } from './fixtures';
import { call, signUp } from './session';

test('a moderator takes back a member’s 首帖: the member’s page no longer shows it; given back, it shows', async ({
  page,
  browser,
  request,
}) => {
  const author = await signUp(request);
  await call(
    request,
    '/api/qi_you/addPost',
    { title: '第一次复盘螺纹', content: '<p>记录一下今天的交易</p>' },
    author.token,
  );
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  const honours = reader.getByTestId('member-card').getByRole('list', { name: '荣誉' });
  // The honour is granted just after the post commits: the page is read again until it shows.
  await reader.goto(`/qiyouCommunityV2/memberInfo?id=${author.id}`);
  await expect(async () => {
    await reader.reload();
    await expect(honours.getByRole('listitem').filter({ hasText: '首帖' })).toBeVisible({ timeout: 1_000 });
  }).toPass();

  const password = 'Mod2026h';
  await enterConsoleAs(page, request, 'moderator', password);
  await openSection(page, '荣誉');
  const member = page.getByRole('region', { name: '会员荣誉' });
  await member.getByLabel('用户ID').fill(String(author.id));
  await member.getByRole('button', { name: /^查\s?询$/ }).click();
  await expect(member).toContainText(author.nickname);
  await member.getByRole('button', { name: '收回 首帖' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '荣誉已收回' })).toBeVisible();
  await expect(member.getByRole('row').filter({ hasText: '首帖' })).toContainText('已收回');

  await reader.reload();
  await expect(reader.getByTestId('member-card').getByRole('heading', { level: 1 })).toContainText(author.nickname);
  await expect(honours.getByRole('listitem')).toHaveCount(0);

  await member.getByLabel('颁发荣誉').click();
  await page.locator('.ant-select-item-option', { hasText: '首帖' }).click();
  await member.getByRole('button', { name: /^颁\s?发$/ }).click();
  await expect(member.getByRole('row').filter({ hasText: '首帖' })).toContainText('持有');
  await reader.reload();
  await expect(honours.getByRole('listitem').filter({ hasText: '首帖' })).toBeVisible();
  await readerContext.close();
});

test('the console and the site are two documents: a route out of the console loads the site’s page, and one into the console from the site loads the console', async ({
  page,
  request,
}) => {
  await enterConsoleAs(page, request, 'operator', 'Cross2026x');
  await expect(page).toHaveTitle('vce 运营后台');
  // A route change made inside a router, as the console's shared handling makes for a site page.
  const routeTo = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await routeTo('/vipV2');
  await expect(page.getByRole('article').filter({ hasText: 'VIP年卡' })).toBeVisible();
  await expect(page).not.toHaveTitle('vce 运营后台');
  await routeTo('/admin/users');
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  await expect(page).toHaveTitle('vce 运营后台');
});
