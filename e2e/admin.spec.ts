import { artifactDir, confirmDialog, expect, test } from './fixtures';
import { samplePng } from './sample-image';
import { confirmConsole, enterConsoleAs, openSection } from './admin-console';
import { largestPaintAndChunk } from './paint-timing';
import { call, sendSmsCode, signInAsNewUser } from './session';

test('an owner confirms their password, finds a trader by phone and bans them: the trader is signed out at their next step, and the audit log shows the ban', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Owner#2026';
  const owner = await signInAsNewUser(page, request, { password });
  const made = await request.post('/api/dev/admin/grant', { data: { user_id: owner.id, role: 'owner' } });
  expect((await made.json()).code).toBe(1);
  const traderContext = await browser.newContext();
  const traderPage = await traderContext.newPage();
  const trader = await signInAsNewUser(traderPage, request);
  await traderPage.goto('/my/setUpInformation');
  await expect(traderPage.getByTestId('header-user')).toContainText(trader.nickname);

  // The console asks who is at the keyboard before showing anything, and refuses a wrong password.
  await page.goto('/admin');
  const confirm = page.getByRole('dialog', { name: '验证身份' });
  await confirm.getByLabel('登录密码').fill('not-my-password');
  await confirm.getByRole('button', { name: /^验\s?证$/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '密码不正确' })).toBeVisible();
  await confirmConsole(page, password);
  await expect(page).toHaveURL(/\/admin\/users$/);

  // Found by a part of the phone; opened; banned with a reason.
  const users = page.getByRole('region', { name: '用户管理' });
  await users.getByLabel('搜索用户').fill(trader.mobile.slice(3));
  await users.getByLabel('搜索用户').press('Enter');
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('button', { name: trader.nickname }).click();
  const detail = page.getByRole('dialog', { name: '用户详情' });
  await expect(detail).toContainText(trader.mobile);
  await expect(detail.getByText('在线')).toBeVisible();
  await detail.getByLabel('封禁原因').fill('私信推荐配资平台');
  await detail.getByRole('button', { name: /^封\s?禁$/ }).click();
  await expect(detail.getByTestId('ban-state')).toContainText('原因：私信推荐配资平台');
  await expect(detail.getByText('在线')).toHaveCount(0);
  await page.screenshot({ path: `${artifactDir}/admin-user.png` });
  await page.keyboard.press('Escape');
  await expect(users.getByRole('row').nth(1)).toContainText('已封禁');

  // The trader's next step finds them signed out.
  // Signed out either way: by the closed socket while the page is open, or by the 4001 of its next call.
  await traderPage.reload();
  await expect(traderPage.getByRole('banner').getByRole('button', { name: '登录/注册' })).toBeVisible();
  await expect(traderPage.getByTestId('header-user')).toHaveCount(0);
  const index = await request.post('/api/user/index', { data: {}, headers: { token: trader.token } });
  expect((await index.json()).code).toBe(4001);

  // The audit log keeps who did it and what changed (the owner's own rows: other consoles write meanwhile).
  await page.getByRole('link', { name: '审计日志' }).click();
  const audit = page.getByRole('region', { name: '审计日志' });
  await audit.getByLabel('操作人ID').fill(String(owner.id));
  await audit.getByRole('button', { name: /^筛\s?选$/ }).click();
  await expect(audit.getByText('共 1 条')).toBeVisible();
  await expect(audit.getByRole('row').nth(1)).toContainText(owner.nickname);
  await expect(audit.getByRole('row').nth(1)).toContainText('私信推荐配资平台');
  await expect(audit.getByRole('row').nth(1)).toContainText('站长');

  // Lifted, the ban lets the trader sign in again.
  await page.getByRole('link', { name: '用户管理' }).click();
  await users.getByRole('button', { name: trader.nickname }).click();
  await detail.getByRole('button', { name: '解除封禁' }).click();
  await expect(detail.getByTestId('ban-state')).toHaveText('正常');
  const captcha = await sendSmsCode(request, trader.mobile, 'mobile_login');
  expect(await call(request, '/api/user/mobileLogin', { mobile: trader.mobile, captcha })).toHaveProperty('userinfo');
  await traderContext.close();
});

test('an owner makes a colleague a moderator and a teacher: the colleague confirms and sees only what the roles allow (of courses, their own profile’s), and the owner finds the grant under their own name in the audit log', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Owner#2026';
  const owner = await signInAsNewUser(page, request, { password });
  await request.post('/api/dev/admin/grant', { data: { user_id: owner.id, role: 'owner' } });
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  const colleague = await signInAsNewUser(colleaguePage, request, { password: 'Mod2026x' });

  // Before any role, the console turns the colleague away.
  await colleaguePage.goto('/admin');
  await expect(colleaguePage.getByText('您没有后台权限')).toBeVisible();

  await confirmConsole(page, password);
  const users = page.getByRole('region', { name: '用户管理' });
  await users.getByLabel('搜索用户').fill(colleague.mobile);
  await users.getByLabel('搜索用户').press('Enter');
  await users.getByRole('button', { name: colleague.nickname }).click();
  const detail = page.getByRole('dialog', { name: '用户详情' });
  await detail.getByRole('checkbox', { name: '版主' }).check();
  await detail.getByRole('checkbox', { name: '老师' }).check();
  await detail.getByLabel('讲师资料').click();
  await page.locator('.ant-select-item-option', { hasText: '林晓雯' }).click();
  await detail.getByRole('button', { name: '保存角色' }).click();
  await expect(detail.locator('.ant-descriptions')).toContainText('版主');
  await page.keyboard.press('Escape');
  await expect(users.getByRole('row').nth(1)).toContainText('版主');

  // The moderator confirms and works with users, but neither reads the audit log nor gives roles.
  await confirmConsole(colleaguePage, 'Mod2026x');
  const menu = colleaguePage.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: '用户管理' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '审计日志' })).toHaveCount(0);
  await colleaguePage.getByRole('region', { name: '用户管理' }).getByRole('button', { name: owner.nickname }).click();
  const seen = colleaguePage.getByRole('dialog', { name: '用户详情' });
  await expect(seen.getByRole('heading', { name: '封禁' })).toHaveCount(1);
  await expect(seen.getByRole('heading', { name: '后台角色' })).toHaveCount(0);
  await colleaguePage.keyboard.press('Escape');
  // As a teacher: the courses of their own profile, no other teacher's.
  await menu.getByRole('link', { name: '课程管理' }).click();
  const courseRows = colleaguePage.getByRole('region', { name: '课程管理' }).getByRole('row');
  await expect(courseRows.nth(1)).toContainText('林晓雯');
  await expect(courseRows.filter({ hasText: '陈一鸣' })).toHaveCount(0);

  // The owner's own changes, by their id.
  await page.getByRole('link', { name: '审计日志' }).click();
  const audit = page.getByRole('region', { name: '审计日志' });
  await audit.getByLabel('操作人ID').fill(String(owner.id));
  await audit.getByRole('button', { name: /^筛\s?选$/ }).click();
  await expect(audit.getByText('共 1 条')).toBeVisible();
  await expect(audit.getByRole('row').nth(1)).toContainText(`修改角色 #${colleague.id}`);
  await expect(audit.getByRole('row').nth(1)).toContainText('moderator');
  await colleagueContext.close();
});

test('an operator turns grey mode on: the home page turns grey for visitors at once, and back when it is turned off; 数据统计 counts the visits; a banner added and moved first leads the home carousel', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Oper2026x';
  const operator = await signInAsNewUser(page, request, { password });
  await request.post('/api/dev/admin/grant', { data: { user_id: operator.id, role: 'operator' } });
  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  const home = visitorPage.getByTestId('home-page');
  const filterOf = () => home.evaluate((element) => getComputedStyle(element).filter);

  await confirmConsole(page, password);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: '审计日志' })).toHaveCount(0);
  await menu.getByRole('link', { name: '站点设置' }).click();
  const settings = page.getByRole('region', { name: '站点设置' });
  const saveWith = async (grey: boolean) => {
    await settings.getByRole('checkbox', { name: '灰色模式' }).setChecked(grey);
    await settings.getByRole('button', { name: '保存设置' }).click();
    await expect(page.locator('.ant-message-notice').filter({ hasText: '设置已保存' }).last()).toBeVisible();
  };
  try {
    await saveWith(true);
    await visitorPage.goto('/');
    await expect.poll(filterOf).toBe('grayscale(1)');
    await page.screenshot({ path: `${artifactDir}/admin-settings.png` });
    await visitorPage.screenshot({ path: `${artifactDir}/home-grey.png` });
  } finally {
    await saveWith(false);
  }
  await visitorPage.reload();
  await expect(home).toBeVisible();
  expect(await filterOf()).toBe('none');
  await visitorContext.close();

  // 数据统计: the visitor's page views of today are counted, and drawn.
  await menu.getByRole('link', { name: '数据统计' }).click();
  const statistics = page.getByRole('region', { name: '数据统计' });
  const pageViews = statistics.getByRole('definition').nth(1);
  await expect
    .poll(
      async () => {
        // Statistics are written a second after they arrive: a fresh look until they are in.
        await page.reload();
        return Number(await pageViews.textContent());
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(2);
  await expect(statistics.locator('canvas').first()).toBeVisible();
  // The charts are drawn with the figures, which come after the page's first paint: their code is
  // asked for once that paint is on record as the largest (shared/first-paint.ts), not on its way.
  const charts = await largestPaintAndChunk(page, '[aria-label="数据统计"]', '/echart-canvas-');
  expect(charts.askedAt).toBeGreaterThan(charts.paintedAt);
  await expect(
    statistics
      .getByRole('row')
      .filter({ hasText: /^\/\d*$/ })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/admin-statistics.png`, fullPage: true });

  // 首页轮播: a new banner, moved to the front, is the first a visitor's home page shows.
  await menu.getByRole('link', { name: '首页轮播' }).click();
  const carousel = page.getByRole('region', { name: '首页轮播' });
  await carousel.getByRole('button', { name: '新增轮播图' }).click();
  const dialog = page.getByRole('dialog', { name: '新增轮播图' });
  await dialog.getByLabel('标题', { exact: true }).fill('夜盘复盘直播');
  await dialog.getByLabel('副标题').fill('每晚21:00 老师带你复盘螺纹与铁矿');
  await dialog.getByLabel('轮播图片').fill('/images/ads/classroom.svg');
  await dialog.getByLabel('链接').fill('/liveV2');
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  const moveUp = carousel.getByRole('button', { name: '上移 夜盘复盘直播' });
  try {
    while (await moveUp.isEnabled()) {
      const rowsBefore = await carousel.getByRole('row').allTextContents();
      await moveUp.click();
      await expect.poll(() => carousel.getByRole('row').allTextContents()).not.toEqual(rowsBefore);
    }
    await expect(carousel.getByRole('row').nth(1)).toContainText('夜盘复盘直播');
    await page.screenshot({ path: `${artifactDir}/admin-carousel.png` });
    const homeContext = await browser.newContext();
    const homePage = await homeContext.newPage();
    await homePage.goto('/');
    const firstSlide = homePage.getByTestId('ad-carousel').getByRole('link').first();
    await expect(firstSlide).toContainText('夜盘复盘直播');
    await expect(firstSlide).toHaveAttribute('href', '/liveV2');
    await homeContext.close();
  } finally {
    await carousel.getByRole('button', { name: '删除 夜盘复盘直播' }).click();
    await confirmDialog(page.getByRole('dialog'), /^删\s?除$/);
    await expect(carousel.getByText('夜盘复盘直播')).toHaveCount(0);
  }
});

test('an operator adds an uploaded avatar to the choices: a newly registered trader picks it in the profile wizard; removed, it is offered no more', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Oper2026a';
  await enterConsoleAs(page, request, 'operator', password);
  await openSection(page, '头像');
  const avatars = page.getByRole('region', { name: '头像' });
  const cards = avatars.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(8);
  // Added at the end: the choices other stories pick by their place keep it.
  await avatars.locator('input[type=file]').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: await samplePng(),
  });
  await expect(avatars.getByLabel('新头像')).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/);
  const uploaded = await avatars.getByLabel('新头像').inputValue();
  await avatars.getByRole('button', { name: /^添\s?加$/ }).click();
  await expect(cards).toHaveCount(count + 1);
  await expect(cards.last()).toContainText('新添加');
  await avatars.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '头像已保存' })).toBeVisible();
  await expect(avatars.getByRole('button', { name: /保\s?存$/ })).toBeDisabled();
  await expect(cards.last()).toContainText('0人使用');
  await page.screenshot({ path: `${artifactDir}/admin-avatars.png` });

  const traderContext = await browser.newContext();
  const trader = await traderContext.newPage();
  try {
    // With a password set, the first load after registering opens the wizard straight away.
    await signInAsNewUser(trader, request, { password: 'Trade2026a' });
    await trader.evaluate(() => localStorage.setItem('vce-new-registration', '1'));
    await trader.reload();
    const wizard = trader.getByTestId('profile-wizard');
    await wizard.getByText('选择头像').click();
    const choice = wizard.getByRole('button', { name: `头像${count + 1}` });
    await expect(choice.locator('img')).toHaveAttribute('src', uploaded);
  } finally {
    await cards
      .last()
      .getByRole('button', { name: /^移\s?除$/ })
      .click();
    await avatars.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(cards).toHaveCount(count);
    // Saved once 保存 has nothing left to save.
    await expect(avatars.getByRole('button', { name: /保\s?存$/ })).toBeDisabled();
  }
  await trader.evaluate(() => localStorage.setItem('vce-new-registration', '1'));
  await trader.reload();
  await trader.getByTestId('profile-wizard').getByText('选择头像').click();
  await expect(trader.getByTestId('profile-wizard').getByRole('button', { name: `头像${count + 1}` })).toHaveCount(0);
  await traderContext.close();
});
