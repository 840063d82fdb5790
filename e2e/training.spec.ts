import { expect, test } from './fixtures';
import { signInAsNewUser } from './session';

test('a trader reads a pattern lesson, plays a blind drill to the end and finds their score on the leaderboard', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request);
  await page.goto('/klineTraining');
  await page
    .getByRole('list', { name: 'K线形态' })
    .getByRole('link', { name: /十字星/ })
    .click();
  const lesson = page.getByTestId('pattern-lesson');
  await expect(lesson.getByRole('heading', { name: /十字星/ })).toBeVisible();
  await expect(lesson).toContainText('不构成投资建议');
  await expect(lesson.getByTestId('bars-canvas').locator('canvas').first()).toBeVisible();

  await lesson.getByRole('link', { name: /去实战训练/ }).click();
  const setup = page.getByTestId('drill-setup');
  await setup.getByRole('checkbox', { name: /盲测模式/ }).check();
  await setup.getByRole('button', { name: '开始训练' }).click();
  const board = page.getByTestId('drill-board');
  await expect(board.getByRole('heading', { name: '盲测：品种与日期在作答后揭晓' })).toBeVisible();
  await expect(board.getByTestId('bars-canvas').locator('canvas').first()).toBeVisible();

  await board.getByRole('button', { name: /^做\s?多$/ }).click();
  await expect(board).toHaveAttribute('data-status', 'revealing');
  // Without a stop the position runs all eight bars.
  const next = board.getByRole('button', { name: /下一根/ });
  for (let bar = 0; bar < 8; bar++) {
    await expect(next).toHaveText(`下一根（${bar}/8）`);
    await expect(next).not.toHaveClass(/ant-btn-loading/);
    await next.click();
    if (bar === 0) await expect(board).toContainText('开仓价');
  }
  const result = page.getByTestId('drill-result');
  await expect(result).toBeVisible();
  // The answer names the product and its dates, and the profit in ticks and yuan a lot.
  await expect(result).toContainText(/品种.+（[A-Za-z]+）/);
  await expect(result).toContainText(/跳（[+-]?[\d.]+ 元\/手）/);
  const score = Number(await result.getByText(/^\d+$/).first().textContent());
  await expect(page.getByTestId('drill-standing')).toContainText('已完成 1 题');
  const leaderboard = page.getByRole('table', { name: '本周训练排行' });
  await expect(leaderboard.locator('.drill-mine')).toContainText(String(score));
});

test('a trader sizes a rebar position in the contract calculator', async ({ page }) => {
  await page.goto('/klineTraining/calculator?symbol=rb');
  const calculator = page.getByTestId('contract-calculator');
  const price = calculator.getByRole('spinbutton', { name: '价格' });
  await expect(price).not.toHaveValue('');
  await price.fill('3500');
  await calculator.getByRole('spinbutton', { name: '保证金比例' }).fill('10');
  await calculator.getByRole('spinbutton', { name: '手数' }).fill('2');
  await calculator.getByRole('spinbutton', { name: '止损距离' }).fill('35');
  await calculator.getByRole('spinbutton', { name: '单笔可承受亏损' }).fill('2000');
  const results = calculator.getByTestId('calculator-results');
  // 3500 × 10 t = 35,000 a lot; 10 % is 3,500; 35 ticks × 10 yuan = 350 a lot; 2,000 ÷ 350 → 5 lots.
  await expect(results).toContainText('35,000 元');
  await expect(results).toContainText('3,500 元（杠杆约 10 倍）');
  await expect(results).toContainText('7,000 元');
  await expect(results).toContainText('35 跳，350 元/手，2手共 700 元');
  await expect(results).toContainText('亏损预算允许 5 手');
});
