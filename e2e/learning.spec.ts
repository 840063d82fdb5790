import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, signInAsNewUser } from './session';
import { playUntil } from './video';
import { recharge, typePayPassword } from './wallet';

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
  // The player sets the rate as the menu closes: asked until it has.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(2);
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

  // A learner now, the buyer reviews the course: four stars and a few words, listed at once.
  await details.getByRole('tab', { name: /学员评价/ }).click();
  const reviews = page.getByTestId('course-reviews');
  await reviews.locator('.review-form .ant-rate-star').nth(3).click();
  await reviews.getByRole('textbox', { name: '评价内容' }).fill('均线多头排列讲得很清楚，进出场规则可以直接用');
  await reviews.getByRole('button', { name: '发表评价' }).click();
  await expect(reviews.getByRole('listitem').filter({ hasText: '均线多头排列讲得很清楚' })).toBeVisible();
  await expect(reviews.getByRole('button', { name: '保存修改' })).toBeVisible();
});

test('a trader reads about the delivery month, fails one question, and passes the quiz', async ({ page, request }) => {
  await signInAsNewUser(page, request);
  await page.goto('/riskEducation');
  const education = page.getByTestId('risk-education');
  await expect(education.getByTestId('risk-progress')).toContainText('已完成 0/6 项');
  await education.getByTestId('risk-item').filter({ hasText: '交割月' }).click();

  const details = page.getByTestId('risk-details');
  await expect(details).toContainText('自然人客户一般不得持有进入交割月的合约');
  const quiz = details.getByTestId('risk-quiz');
  for (const option of [
    '交割月前一个月的最后一个交易日收盘前',
    '被交易所强行平仓，费用和损失自负',
    '流动性上升、保证金下降',
    '平掉近月，在远月重新开仓（移仓）',
  ])
    await quiz.getByText(option, { exact: true }).click();
  await quiz.getByRole('button', { name: '提交答案' }).click();
  await expect(quiz).toContainText('答对3题，通过！已完成 1 项风险教育');
  await expect(quiz).toContainText('回答错误，正确答案：流动性下降、保证金提高');

  await page.goto('/riskEducation');
  await expect(education.getByTestId('risk-progress')).toContainText('已完成 1/6 项');
  await expect(education.getByTestId('risk-item').filter({ hasText: '交割月' })).toContainText('已通过');
});

test('a reader opens a research report and reads its PDF in the page, fetched by byte ranges', async ({ page }) => {
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/reports/')) ranges.push(response.status());
  });
  await page.goto('/researcher');
  const researchers = page.getByTestId('researcher-page');
  await researchers.getByRole('button', { name: /林晓雯/ }).click();
  await expect(researchers.getByTestId('report-card')).toHaveCount(1);
  await researchers.getByRole('link', { name: '黄金月报：实际利率与避险需求的再平衡' }).click();

  const report = page.getByTestId('report-details');
  await expect(report).toContainText('演示研报');
  await expect(report.getByRole('link', { name: '黄金' })).toHaveAttribute('href', '/bbasV3/details?symbol=au');
  const reader = report.getByTestId('pdf-reader');
  await expect(reader).toHaveAttribute('data-pages', /[4-9]/);
  await expect(reader.locator('canvas[aria-label="第1页"]')).toHaveAttribute('data-rendered', 'true');
  // Only the pages scrolled into view are drawn.
  await expect(reader.locator('canvas[aria-label="第4页"]')).not.toHaveAttribute('data-rendered', 'true');
  await reader.locator('canvas[aria-label="第4页"]').scrollIntoViewIfNeeded();
  await expect(reader.locator('canvas[aria-label="第4页"]')).toHaveAttribute('data-rendered', 'true');
  expect(ranges).toContain(206);
  await expect(report.getByRole('button', { name: '开通VIP下载PDF' })).toBeVisible();
});

test('a trader reads the day’s strategy notes, switches to the week’s, and opens a product’s BBAS from one', async ({
  page,
}) => {
  await page.goto('/strategy');
  const strategy = page.getByTestId('strategy-page');
  const rebar = strategy.getByTestId('strategy-note').filter({ hasText: '螺纹钢日评' });
  await expect(rebar).toContainText('主力连续收于');
  await expect(rebar).toContainText('演示');
  await strategy.getByRole('tab', { name: '周评' }).click();
  await expect(strategy.getByTestId('strategy-note').filter({ hasText: '螺纹钢周评' })).toContainText('当周');
  await strategy
    .getByTestId('strategy-note')
    .filter({ hasText: '螺纹钢周评' })
    .getByRole('link', { name: '查看螺纹钢BBAS' })
    .click();
  await expect(page).toHaveURL(/\/bbasV3\/details\?symbol=rb$/);
});

test('a viewer picks a category of 行情视频 and plays one of its videos', async ({ page }) => {
  await page.goto('/quotationVideo');
  const column = page.getByTestId('video-column');
  await column.getByRole('tab', { name: '黑色系' }).click();
  await expect(column.getByTestId('video-row')).toHaveCount(2);
  await column.getByTestId('video-row').filter({ hasText: '铁矿石日线' }).click();
  await expect(column.getByTestId('video-stage')).toContainText('铁矿石日线：量价关系（演示）');
  await playUntil(column.getByTestId('lesson-video'), 2);
});

test('a trader books a coming live session from the classroom, then watches a past session’s replay', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request);
  await page.goto('/classroomV2');
  const session = page.getByTestId('live-session').filter({ hasText: '夜盘前瞻' }).first();
  await session.getByRole('button', { name: '预约提醒' }).click();
  await expect(session.getByRole('button', { name: /已预约/ })).toBeVisible();
  await session.getByRole('link', { name: /（\d+月\d+日）$/ }).click();
  const details = page.getByTestId('live-session-details');
  await expect(details).toContainText('夜盘复盘直播间');
  await expect(details.getByRole('button', { name: /已预约/ })).toBeVisible();

  await details.getByRole('link', { name: '夜盘前瞻：开盘前把主力品种过一遍' }).click();
  const course = page.getByTestId('live-course');
  await expect(course).toContainText('每周三 20:00 开播');
  await course
    .getByTestId('live-session')
    .filter({ hasText: '螺纹与铁矿' })
    .getByRole('button', { name: /看\s?回放/ })
    .click();
  await expect(page).toHaveURL(/courseDetails\?id=\d+&lesson=\d+/);
  await expect(page.getByRole('heading', { name: '回放：螺纹与铁矿：库存拐点后的夜盘节奏' })).toBeVisible();
  await playUntil(page.getByTestId('lesson-video'), 1);
});
