// The console's content stories: the moderation queue and banned words, the site pages and their inbox.
import { confirmConsole, confirmConsoleBySms, enterConsoleAs, exportList, openSection } from './admin-console';
import { artifactDir, confirmDialog, expect, test } from './fixtures';
import { call, enterSession, signUp } from './session';

test('a moderator hides a reported post from the queue: it leaves the feed and search at once; then adds a banned word the next post is refused for, and mutes its author in live chat and the circle', async ({
  page,
  browser,
  request,
}) => {
  const [author, ...readers] = await Promise.all([signUp(request), signUp(request), signUp(request)]);
  const word = `蜻蜓琥珀${Date.now() % 1_000_000}`;
  const title = `${word} 私信领取内部策略`;
  const { id } = await call(
    request,
    '/api/qi_you/addPost',
    { title, content: '<p>名额有限，先到先得</p>' },
    author.token,
  );
  for (const [index, reader] of readers.entries())
    await call(
      request,
      '/api/qi_you/report',
      { type: 'post', id, reason: index ? 'spam' : 'scam', note: index ? '' : '引流到私聊收费' },
      reader.token,
    );
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/search?keyword=${word}`);
  await expect(visitor.getByRole('region', { name: '帖子' }).getByTestId('search-hit')).toContainText(title);

  const password = 'Mod2026y';
  await enterConsoleAs(page, request, 'moderator', password);
  await openSection(page, '举报处理');
  const queue = page.getByRole('region', { name: '举报处理' });
  const row = queue.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('2 人');
  await expect(row).toContainText('荐股喊单或诈骗 1');
  await expect(row).toContainText('引流到私聊收费');
  await page.screenshot({ path: `${artifactDir}/admin-reports.png` });
  await row.getByRole('button', { name: /^隐\s?藏$/ }).click();
  await page
    .getByRole('dialog', { name: '隐藏这条帖子？' })
    .getByRole('button', { name: /^隐\s?藏$/ })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '已隐藏' })).toBeVisible();
  await expect(row).toHaveCount(0);
  // The handled queue as CSV for the record: the post with its reports and the decision.
  await queue.getByText('已处理', { exact: true }).click();
  await expect(queue.getByRole('row').filter({ hasText: title })).toBeVisible();
  const handled = await exportList(page, queue);
  expect(handled.name).toMatch(/^举报_已处理_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(handled.text).toContain(`${title},`);
  expect(handled.text).toMatch(/荐股喊单或诈骗×1、垃圾广告×1|垃圾广告×1、荐股喊单或诈骗×1/);

  // Gone for readers: not in the latest feed, not found by search.
  await visitor.goto('/qiyouCommunityV2');
  await expect(visitor.getByTestId('latest-posts').getByTestId('post-row').first()).toBeVisible();
  await expect(visitor.getByTestId('post-row').filter({ hasText: title })).toHaveCount(0);
  await visitor.goto(`/search?keyword=${word}`);
  await expect(visitor.getByText('没有找到')).toBeVisible();
  await expect(visitor.getByTestId('search-hit').filter({ hasText: title })).toHaveCount(0);

  // A banned word from the next post on (this run's own: a retry's first post must still go out).
  const run = Date.now() % 10_000;
  await openSection(page, '违禁词');
  const words = page.getByRole('region', { name: '违禁词' });
  await words.getByLabel('新违禁词').fill(`内部 策略${run}`);
  await words.getByRole('button', { name: /^添\s?加$/ }).click();
  await expect(words.getByLabel('版主添加的违禁词')).toContainText(`内部策略${run}`);
  const refused = await request.post('/api/qi_you/addPost', {
    data: { title: `分享内部·策略${run}`, content: '<p>看这里</p>' },
    headers: { token: author.token },
  });
  expect(await refused.json()).toMatchObject({ code: 0, msg: '内容包含不适宜发布的词语，请修改后再发' });
  await visitorContext.close();

  // 禁言: the author may not speak in live chat or the circle for a day, until the mute is lifted.
  await openSection(page, '禁言');
  const mutes = page.getByRole('region', { name: '禁言' });
  await mutes.getByLabel('用户ID').fill(String(author.id));
  await mutes.getByLabel('禁言原因').fill('发帖引流到私聊收费');
  await mutes.getByRole('button', { name: /^禁\s?言$/ }).click();
  const muteRow = mutes.getByRole('row').filter({ hasText: `ID ${author.id}` });
  await expect(muteRow).toContainText('发帖引流到私聊收费');
  await page.screenshot({ path: `${artifactDir}/admin-mutes.png` });
  const feed = (await call(request, '/api/circle/feed', {}, author.token)) as {
    list: { id: number; members_only: boolean }[];
  };
  const open = feed.list.find((post) => !post.members_only)!;
  const comment = async () =>
    (
      await request.post('/api/circle/comment', {
        data: { post_id: open.id, content: '学习了' },
        headers: { token: author.token },
      })
    ).json();
  expect(await comment()).toMatchObject({ code: 0, msg: '您已被管理员禁言，1天后可在直播间和圈子发言' });
  // The running mutes as CSV for the record.
  const muteFile = await exportList(page, mutes);
  expect(muteFile.name).toMatch(/^禁言_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(muteFile.text).toContain(`${author.id},${author.nickname},`);
  await muteRow.getByRole('button', { name: `解除禁言 ${author.nickname}` }).click();
  await expect(muteRow).toHaveCount(0);
  expect(await comment()).toMatchObject({ code: 1 });
});

test('a visitor finds 商务合作 from 关于我们 and sends a request; an operator follows it up in the console inbox', async ({
  page,
  browser,
  request,
}) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
  await expect(visitor.getByRole('heading', { name: '关于 vce期货' })).toBeVisible();
  await visitor.getByTestId('site-page-about_us').getByRole('link', { name: '商务合作' }).click();
  const form = visitor.getByRole('form', { name: '合作申请' });
  await form.getByLabel('联系人').fill('李老师');
  const mobile = `135${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await form.getByLabel('手机号').fill(mobile);
  await form.getByLabel('合作类型').click();
  await visitor.locator('.ant-select-item-option', { hasText: '讲师与课程合作' }).click();
  await visitor.screenshot({ path: `${artifactDir}/business-cooperation.png`, fullPage: true });
  await form.getByLabel('合作说明').fill('短');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('合作说明至少10个字')).toBeVisible();
  await form.getByLabel('合作说明').fill('做了八年螺纹和铁矿的实盘，想合作一门产业链分析的录播课。');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(visitor.getByText('合作申请已提交')).toBeVisible();
  await expect(visitor.getByText(`通过 ${mobile} 与您联系`)).toBeVisible();
  await visitorContext.close();

  const password = 'Oper2026y';
  await enterConsoleAs(page, request, 'operator', password);
  await openSection(page, '商务合作');
  const inbox = page.getByRole('region', { name: '商务合作' });
  const row = inbox.getByRole('row').filter({ hasText: mobile });
  await expect(row).toContainText('讲师与课程合作');
  await row.getByRole('button', { name: /^跟\s?进$/ }).click();
  const dialog = page.getByRole('dialog', { name: `跟进：李老师（${mobile}）` });
  await dialog.getByLabel('跟进说明').fill('已电话沟通，下周发课程大纲');
  await dialog.getByRole('button', { name: '标记已跟进' }).click();
  await expect(row).toHaveCount(0);
  await inbox.getByText('已跟进', { exact: true }).click();
  await expect(inbox.getByRole('row').filter({ hasText: mobile })).toContainText('已电话沟通，下周发课程大纲');
});

test('an operator opens a live room on a schedule with its teacher: visitors find it on air with its announcement, the teacher as its staff, who rewrites the announcement from the console; deleted, it is gone', async ({
  page,
  browser,
  request,
}) => {
  const password = 'Rooms2026x';
  const [operator, teacher] = await Promise.all([signUp(request, { password }), signUp(request, { password })]);
  await request.post('/api/dev/admin/grant', { data: { user_id: operator.id, role: 'operator' } });
  await enterSession(page, operator);
  await confirmConsole(page, password);
  await openSection(page, '直播间管理');
  const rooms = page.getByRole('region', { name: '直播间管理' });
  await rooms.getByRole('button', { name: '新建直播间' }).click();
  const dialog = page.getByRole('dialog', { name: '新建直播间' });
  const name = `午间螺纹直播${Date.now() % 10_000}`;
  await dialog.getByLabel('直播间名称').fill(name);
  await dialog.getByLabel('排序（小的在前）').fill('99');
  // On air every hour of every day, so the room is live whenever the suite runs.
  await dialog.getByRole('button', { name: '添加时段' }).click();
  await dialog.getByLabel('时段1的星期').getByText('六').click();
  await dialog.getByLabel('时段1的星期').getByText('日').click();
  await dialog.getByLabel('时段1开始').fill('00:00');
  await dialog.getByLabel('时段1结束').fill('24:00');
  await dialog.getByLabel('老师名称').fill('周老师');
  await dialog.getByLabel('公告').fill('演示直播：午间聊聊螺纹库存与基差');
  await dialog.getByRole('button', { name: '添加老师或管理员' }).click();
  await dialog.getByLabel('第1位的用户ID').fill(String(teacher.id));
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  const row = rooms.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('直播中');
  await expect(row).toContainText('全天24小时');
  await expect(row).toContainText(`${teacher.nickname}（老师）`);
  await page.screenshot({ path: `${artifactDir}/admin-live-rooms.png` });

  const { id } = ((await call(request, '/api/chat/getRoomList', {})) as { id: number; name: string }[]).find(
    (room) => room.name === name,
  )!;
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/live?id=${id}&type=1`);
  const room = guest.getByTestId('live-room');
  await expect(room).toContainText(name);
  await expect(room.getByText('直播中', { exact: true })).toBeVisible();
  await expect(guest.getByTestId('live-announcement')).toContainText('午间聊聊螺纹库存与基差');
  // The room's teacher is the one a viewer may write to; the teacher, as its staff, is offered no such button.
  await expect(room.getByRole('button', { name: '私信老师' })).toBeVisible();
  await enterSession(guest, teacher);
  await guest.goto(`/live?id=${id}&type=1`);
  await expect(room).toContainText(name);
  await expect(room.getByRole('button', { name: '私信老师' })).toHaveCount(0);

  // The teacher keeps the room's programme from the console, where theirs is the one room shown.
  await request.post('/api/dev/admin/grant', { data: { user_id: teacher.id, role: 'teacher' } });
  await confirmConsole(guest, password);
  await openSection(guest, '直播间管理');
  const taught = guest.getByRole('region', { name: '直播间管理' });
  await expect(taught.getByRole('row')).toHaveCount(2);
  await taught.getByRole('button', { name: `编辑 ${name}` }).click();
  const edit = guest.getByRole('dialog', { name: `编辑直播间「${name}」` });
  await expect(edit.getByLabel('公告')).toHaveValue('演示直播：午间聊聊螺纹库存与基差');
  await expect(edit.getByLabel('直播间名称')).toHaveCount(0);
  await edit.getByLabel('公告').fill('演示直播：今晚改聊黑色系复盘');
  await edit.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(guest.locator('.ant-message-notice').filter({ hasText: '直播间已保存' })).toBeVisible();
  await guest.goto(`/live?id=${id}&type=1`);
  await expect(guest.getByTestId('live-announcement')).toContainText('今晚改聊黑色系复盘');

  await row.getByRole('button', { name: `删除 ${name}` }).click();
  await confirmDialog(page.getByRole('dialog'), /^删\s?除$/);
  await expect(rooms.getByText(name)).toHaveCount(0);
  await guest.goto(`/live?id=${id}&type=1`);
  await expect(guest.locator('.ant-message-notice').filter({ hasText: '直播间不存在' })).toBeVisible();
  await guestContext.close();
});

test('an editor who signs in by SMS confirms by a code, rewrites the user agreement in the rich-text editor and gives it a new version: readers see both at once', async ({
  page,
  browser,
  request,
}) => {
  const editor = await signUp(request);
  await request.post('/api/dev/admin/grant', { data: { user_id: editor.id, role: 'editor' } });
  await enterSession(page, editor);
  await confirmConsoleBySms(page, request, editor.mobile);
  await openSection(page, '协议');
  const agreements = page.getByRole('region', { name: '协议' });
  const row = agreements.getByRole('row').filter({ hasText: 'user_agreement' });
  await expect(row).toContainText('网站引用');
  // The site's pages link to it: it may be rewritten, not deleted.
  await expect(row.getByRole('button', { name: /删除/ })).toHaveCount(0);
  await row.getByRole('button', { name: /^编辑/ }).click();
  const dialog = page.getByRole('dialog', { name: '编辑协议「user_agreement」' });
  const version = `v3.${Date.now() % 1000}`;
  await dialog.getByLabel('版本').fill(version);
  const body = dialog.getByLabel('协议正文', { exact: true });
  // The text rewritten from the keyboard: a plain clause, then a bold one.
  await body.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('第一条 本协议是您与vce之间关于使用本站服务的约定（演示文本）。');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('第十条 本站行情与观点仅供学习参考，不构成投资建议。');
  await page.screenshot({ path: `${artifactDir}/admin-agreement-editor.png` });
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '协议已保存' })).toBeVisible();
  await expect(row).toContainText(version);
  await page.screenshot({ path: `${artifactDir}/admin-agreements.png` });

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto('/agreementV2?name=user_agreement');
  const agreement = reader.getByTestId('agreement-page');
  await expect(agreement).toContainText(version);
  const text = agreement.locator('.agreement-content');
  await expect(text).toContainText('第一条 本协议是您与vce之间关于使用本站服务的约定（演示文本）。');
  await expect(text).not.toContainText('一、账号');
  await expect(text.locator('strong')).toHaveText('第十条 本站行情与观点仅供学习参考，不构成投资建议。');
  await readerContext.close();
});
