import type { APIRequestContext } from '@playwright/test';
import { artifactDir, expect, test } from './fixtures';
import { samplePng } from './sample-image';
import { call, signInAsNewUser } from './session';

/** Makes a user a room's teacher through the development server (the console's job later). */
async function makeTeacher(request: APIRequestContext, userId: number) {
  const staff = await request.post('/api/dev/live/staff', { data: { room_id: 1, user_id: userId } });
  expect((await staff.json()).code).toBe(1);
}

test('the circle asks a visitor to log in; a member of it reads the teachers, meets the VIP lock, and a teacher’s post lights a follower’s bell', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/circle');
  await expect(page.getByRole('button', { name: '去登录' })).toBeVisible();

  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  const teacher = await signInAsNewUser(teacherPage, request);
  await makeTeacher(request, teacher.id);
  const follower = await signInAsNewUser(page, request);
  await call(request, '/api/qi_you/follow', { user_id: teacher.id }, follower.token);
  await page.goto('/circle');
  const posts = page.getByTestId('circle-post');
  await expect(posts.filter({ hasText: '黑色系周度观察' })).toBeVisible();
  // A VIP-circle post is locked for a non-member: 查看 brings the VIP tip.
  await posts
    .filter({ hasText: 'VIP实盘圈专享内容' })
    .first()
    .getByRole('button', { name: /查\s?看/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText('千人实盘圈 · 会员专享');
  await page.keyboard.press('Escape');

  // The teacher posts a trading note with a product; the follower's bell counts it at once.
  await teacherPage.goto('/circle');
  const text = `螺纹多单止损上移到成本 ${Date.now() % 100_000}`;
  const composer = teacherPage.getByTestId('circle-composer');
  await composer.getByLabel('动态内容').fill(text);
  await composer.getByText('实盘', { exact: true }).click();
  await composer
    .locator('input[type=file]')
    .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: await samplePng() });
  await expect(composer.getByRole('button', { name: '移除图片' })).toBeVisible();
  await composer.getByLabel('关联品种').fill('螺纹');
  await teacherPage.locator('.ant-select-item-option', { hasText: '螺纹钢 RB' }).click();
  await composer.getByRole('button', { name: /发\s?布/ }).click();
  const published = teacherPage.getByTestId('circle-post').filter({ hasText: text });
  await expect(published.getByRole('link', { name: /螺纹钢/ })).toHaveAttribute('href', '/bbasV3/details?symbol=rb');
  await expect(published.getByRole('img', { name: '配图' })).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
  await teacherContext.close();

  const bell = page.getByTestId('notice-bell');
  await expect(bell).toHaveAccessibleName('消息通知，1条未读');
  await bell.hover();
  await page
    .getByTestId('notice-panel')
    .getByRole('button', { name: /实盘动态/ })
    .click();
  await expect(page).toHaveURL(/\/circle$/);
  await expect(posts.filter({ hasText: text })).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/circle.png`, fullPage: true });
});
