import { artifactDir, expect, test } from './fixtures';

test('a trader searches from the header: suggestions while typing, grouped and highlighted results, a product opening BBAS, recent searches cleared', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /搜索品种、课程、帖子/ }).click();
  await expect(page).toHaveURL('/search');
  const box = page.getByRole('combobox', { name: '搜索词' });

  // Pinyin initials suggest the product while typing.
  await box.fill('lwg');
  const suggestion = page.locator('.search-suggestion').filter({ hasText: '螺纹钢' });
  await expect(suggestion).toBeVisible();

  await box.fill('螺纹');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%E8%9E%BA%E7%BA%B9$/);
  const products = page.getByRole('region', { name: '品种' });
  await expect(products.getByTestId('search-hit').first()).toContainText('螺纹钢');
  await expect(products.getByTestId('product-price')).toBeVisible();
  const posts = page.getByRole('region', { name: '帖子' });
  await expect(posts.locator('mark', { hasText: '螺纹' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '课程' })).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/search.png`, fullPage: true });

  // 帖子 alone, then back to everything; a product hit opens its BBAS page.
  await page.getByText('帖子', { exact: true }).first().click();
  await expect(page).toHaveURL(/type=post/);
  await expect(page.getByRole('region', { name: '品种' })).toHaveCount(0);
  await page.getByText('全部', { exact: true }).click();
  await page.getByRole('region', { name: '品种' }).getByRole('link', { name: '螺纹钢' }).click();
  await expect(page).toHaveURL('/bbasV3/details?symbol=rb');

  // The recent searches offer 螺纹 in an empty box, until cleared.
  await page.goto('/search');
  await box.click();
  const recent = page.locator('.ant-select-item-option').filter({ hasText: '螺纹' });
  await expect(recent).toBeVisible();
  await page.getByRole('button', { name: /清\s?空/ }).click();
  await expect(recent).toBeHidden();
  await page.reload();
  await box.click();
  await expect(page.locator('.ant-select-item-option').filter({ hasText: '螺纹' })).toBeHidden();

  // The community's own search looks in posts, topics and members only.
  await page.goto('/qiyouCommunityV2');
  await page.getByRole('searchbox', { name: '社区搜索' }).fill('基差');
  await page.getByRole('searchbox', { name: '社区搜索' }).press('Enter');
  await expect(page).toHaveURL('/qiyouCommunityV2/search?keyword=%E5%9F%BA%E5%B7%AE');
  await expect(page.getByRole('region', { name: '帖子' }).getByTestId('search-hit').first()).toContainText('基差');
  await expect(page.getByRole('region', { name: '课程' })).toHaveCount(0);
});

test('a search opened from its address asks the server once, and suggests nothing until the reader types', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/search/')) asked.push(pathname);
  });
  await page.goto('/qiyouCommunityV2/search?keyword=基差');
  await expect(page.locator('.search-hit').first()).toBeVisible();
  // Longer than the suggestions' typing delay.
  await page.waitForTimeout(1_000);
  expect(asked).toEqual(['/api/search/query']);
  await page.getByRole('combobox', { name: '搜索词' }).fill('基差率');
  await expect.poll(() => asked.includes('/api/search/suggest')).toBe(true);
});
