import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, signInAsNewUser } from './session';
import { recharge, typePayPassword } from './wallet';

/** Plays the lesson video (muted, as a browser lets a page start it) until it has played `seconds`. */
async function playUntil(video: Locator, seconds: number) {
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(seconds);
}

/** Pauses the video and waits for the position it saves on pause; answers that position. */
async function pauseAndSave(page: Page, video: Locator) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/course/progress'));
  const position = await video.evaluate((element: HTMLVideoElement) => {
    element.pause();
    return element.currentTime;
  });
  await saved;
  return position;
}

const currentTimeOf = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

test('a learner plays a free lesson, leaves, and finds it where they left off — in another browser too', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signInAsNewUser(page, request);
  await page.goto('/classroomV2');
  await page.getByTestId('course-card').filter({ hasText: '期货K线入门' }).first().click();
  const details = page.getByTestId('course-details');
  await expect(details.getByRole('heading', { name: '期货K线入门：从一根K线读懂多空' })).toBeVisible();
  await expect(details.getByTestId('course-progress')).toContainText('已学 0/4 课时');
  await details.getByRole('button', { name: '开始学习' }).click();

  const video = page.getByTestId('lesson-video');
  await playUntil(video, 6);
  await page.getByRole('combobox', { name: '倍速' }).click();
  await page.getByTitle('2×').click();
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(2);
  const left = await pauseAndSave(page, video);
  expect(left).toBeGreaterThan(6);

  // Leaving: 我的课程 lists it with the lesson to continue.
  await page.goto('/classroomV2/myCourse');
  const mine = page.getByTestId('my-courses');
  await expect(mine.getByTestId('course-card')).toContainText('期货K线入门');
  await mine.getByRole('button', { name: '继续：K线的四个价格' }).click();
  await expect(page).toHaveURL(/courseDetails\?id=\d+&lesson=\d+/);
  await expect.poll(() => currentTimeOf(page.getByTestId('lesson-video'))).toBeGreaterThan(left - 2);
  expect(await currentTimeOf(page.getByTestId('lesson-video'))).toBeLessThan(left + 2);

  // Another browser signed in as the same user resumes from the server's position.
  const other = await browser.newContext({ baseURL: page.url(), locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const second = await other.newPage();
  await second.goto('/');
  await second.evaluate((value) => localStorage.setItem('tokenReload', value), token);
  await second.goto(page.url());
  await expect.poll(() => currentTimeOf(second.getByTestId('lesson-video'))).toBeGreaterThan(left - 2);
  await other.close();
});

test('a locked lesson offers the course; bought in the sandbox, its paid lessons play', async ({ page, request }) => {
  const { token } = await signInAsNewUser(page, request);
  await call(request, '/api/user/setPayPassword', { pay_password: '246802' }, token);
  await recharge(request, token, '300');

  await page.goto('/classroomV2/list?price=paid');
  await page.getByTestId('course-card').filter({ hasText: '均线系统实战' }).click();
  const details = page.getByTestId('course-details');
  const lessons = details.getByTestId('lesson-row');
  await lessons.filter({ hasText: '多头排列与空头排列' }).click();
  const tip = page.getByRole('dialog', { name: '购买后学习全部课时' });
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: '购买课程' }).click();

  await expect(page).toHaveURL(/\/payment\?id=\d+&type=course&path=/);
  const desk = page.getByTestId('cash-desk');
  await expect(desk).toContainText('课程：均线系统实战：趋势识别与进出场');
  await typePayPassword(page, '246802');
  await desk.getByRole('button', { name: '确认支付 ¥199.00' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await page.getByRole('button', { name: /^返\s?回$/ }).click();

  await expect(details.getByText('已购买')).toBeVisible();
  await lessons.filter({ hasText: '多头排列与空头排列' }).click();
  await playUntil(page.getByTestId('lesson-video'), 2);
  const me = await call(request, '/api/user/index', {}, token);
  expect(me.userinfo.money).toBe('101.00');
});
