import { seriousViolations } from './axe';
import { openComposer, toast } from './community-helpers';
import { artifactDir, confirmDialog, expect, test } from './fixtures';
import { call, signInAsNewUser } from './session';

test('a trader writes a formatted post, a guest reads it in the latest feed, the author claims 期友社区发帖 and deletes it from 我的发言', async ({
  page,
  request,
  browser,
}) => {
  // Three pages and an accessibility check: past two minutes on CI's slowest machine.
  test.slow();
  await signInAsNewUser(page, request);
  const composer = await openComposer(page);
  await composer.getByRole('button', { name: /^发\s?布$/ }).click();
  await expect(toast(page).filter({ hasText: '请输入标题' })).toBeVisible();

  const title = `螺纹钢夜盘复盘 ${Date.now() % 100_000}`;
  await composer.getByRole('textbox', { name: '标题' }).fill(title);
  const body = composer.getByRole('textbox', { name: '正文' });
  await body.click();
  await page.keyboard.type('夜盘放量跌破3500，');
  // A toolbar button gives the focus back to the editor; typing before it has would type elsewhere.
  await composer.getByRole('button', { name: '加粗' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type('止损设在前高');
  await composer.getByRole('button', { name: '加粗' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type('，见上期所');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  await composer.getByRole('button', { name: '链接' }).click();
  await composer.getByRole('textbox', { name: '链接地址' }).fill('www.shfe.com.cn');
  await composer.getByRole('textbox', { name: '链接地址' }).press('Enter');
  // The editor takes the focus back (on the next frame), its cursor after the link.
  await expect(body).toBeFocused();
  await page.keyboard.press('Enter');
  await composer.getByRole('button', { name: '引用' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type('<img src=x onerror=alert(1)>只是文字');
  await expect(composer.getByText(/^\d+ \/ 5000$/)).toHaveText('55 / 5000');
  await page.screenshot({ path: `${artifactDir}/community-composer.png` });
  expect(await seriousViolations(page, 'the post composer')).toEqual([]);
  await composer.getByRole('button', { name: /^发\s?布$/ }).click();

  // Published: its page, with the formatting kept and the typed markup shown as text.
  await expect(toast(page).filter({ hasText: '发布成功' })).toBeVisible();
  const detail = page.getByTestId('post-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(detail.locator('.post-content strong')).toHaveText('止损设在前高');
  const link = detail.getByRole('link', { name: '上期所' });
  await expect(link).toHaveAttribute('href', 'https://www.shfe.com.cn');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(detail.locator('.post-content blockquote')).toHaveText('<img src=x onerror=alert(1)>只是文字');
  await page.screenshot({ path: `${artifactDir}/community-post.png`, fullPage: true });
  expect(await seriousViolations(page, 'a post')).toEqual([]);

  // A guest reads it first in the latest feed, and cannot delete it.
  const guest = await browser.newPage();
  await guest.goto('/qiyouCommunityV2');
  await guest.getByRole('button', { name: /发\s?帖/ }).click();
  await expect(toast(guest).filter({ hasText: '请先登录' })).toBeVisible();
  // The login dialog's code loads on demand: Escape closes it once it is there.
  const loginDialog = guest.locator('.ant-modal-wrap');
  await expect(loginDialog).toBeVisible();
  await guest.keyboard.press('Escape');
  await expect(loginDialog).toBeHidden();
  // Among the newest: the other worker's flows may post in the same seconds.
  const row = guest.getByTestId('post-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('夜盘放量跌破3500，止损设在前高，见上期所 <img src=x onerror=alert(1)>只是文字');
  await guest.screenshot({ path: `${artifactDir}/community-feed.png`, fullPage: true });
  await row.getByRole('link', { name: title }).click();
  await expect(guest.getByTestId('post-detail')).toContainText('止损设在前高');
  await expect(guest.getByRole('button', { name: /^删\s?除$/ })).toHaveCount(0);
  await guest.close();

  // The day's task is done: its V粒 are claimed once.
  await page.goto('/my/vli');
  const task = page.getByTestId('task').filter({ hasText: '期友社区发帖' });
  await task.getByRole('button', { name: /^领\s?取$/ }).click();
  await expect(toast(page).filter({ hasText: '恭喜获得5V粒' })).toBeVisible();
  await expect(task.getByRole('button', { name: '已领取' })).toBeDisabled();

  await page.goto('/my/speech');
  const mine = page.getByTestId('my-posts');
  await expect(mine.getByTestId('post-row')).toHaveCount(1);
  await mine.getByRole('button', { name: `删除《${title}》` }).click();
  await page
    .getByRole('dialog', { name: `删除《${title}》？` })
    .getByRole('button', { name: /^删\s?除$/ })
    .click();
  await expect(toast(page).filter({ hasText: '帖子已删除' })).toBeVisible();
  await expect(mine).toContainText('还没有发过帖子');
  await page.goto('/qiyouCommunityV2');
  const feed = page.getByTestId('latest-posts');
  await expect(feed.getByTestId('post-row').or(feed.getByText('还没有帖子，来发第一帖吧')).first()).toBeVisible();
  await expect(feed).not.toContainText(title);
});

test('a reader finds a tagged post, likes it, comments with an @mention, visits its board and follows its product and its author; the author sees the unread count, replies and has a fan', async ({
  page,
  request,
  browser,
}) => {
  // Two traders' whole story: on a machine as slow as CI's slowest it takes most of the default two minutes.
  test.slow();
  const author = await signInAsNewUser(page, request);
  const title = `铁矿石港口库存连降 ${Date.now() % 100_000}`;
  const { id } = await call(
    request,
    '/api/qi_you/addPost',
    { title, content: '<p>$铁矿石$ 港口库存三周下降，钢厂补库节奏加快。</p>' },
    author.token,
  );

  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  const reader = await signInAsNewUser(readerPage, request);
  await readerPage.goto('/qiyouCommunityV2');
  await readerPage.getByTestId('latest-posts').getByRole('link', { name: title }).click();
  const detail = readerPage.getByTestId('post-detail');
  // The product tag is a chip to BBAS with the live price.
  const chip = detail.locator('.post-content').getByRole('link', { name: /铁矿石/ });
  await expect(chip).toHaveAttribute('href', '/bbasV3/details?symbol=i');
  await expect(chip.getByTestId('product-price')).toHaveText(/\d+(\.\d+)? [+-]?\d+\.\d{2}%/);
  await detail.getByRole('button', { name: '点赞' }).click();
  await expect(detail.getByRole('button', { name: '取消点赞' })).toHaveText('1');

  const comments = readerPage.getByTestId('comment-section');
  const box = comments.getByRole('textbox', { name: /说说你的看法/ });
  await box.click();
  await readerPage.keyboard.type('同意，');
  await readerPage.keyboard.type('@');
  await readerPage.getByRole('menuitem', { name: author.nickname }).click();
  await readerPage.keyboard.type('你的止损设在哪？');
  await comments.getByRole('button', { name: '发表评论' }).click();
  const comment = comments.getByTestId('comment').first();
  await expect(comment).toContainText(new RegExp(`同意，\\s?@${author.nickname} 你的止损设在哪？`));
  await expect(comment.getByRole('link', { name: `@${author.nickname}` })).toHaveAttribute(
    'href',
    `/qiyouCommunityV2/memberInfo?id=${(await call(request, '/api/user/index', {}, author.token)).userinfo.id}`,
  );
  await expect(comments).toContainText('评论 1');

  // The author: one unread notice (the mention), then a reply to it.
  await page.goto(`/qiyouCommunityV2/infoDetails?id=${id}`);
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await expect(page.getByTestId('post-detail').getByRole('button', { name: '点赞' })).toHaveText('1');
  const thread = page.getByTestId('comment-section').getByTestId('comment').first();
  await thread.getByRole('button', { name: /^回\s?复$/ }).click();
  await page.getByRole('textbox', { name: `回复 ${reader.nickname}` }).fill('3450 下方，破了就走');
  await page
    .getByTestId('comment-section')
    .getByRole('button', { name: /^回\s?复$/ })
    .last()
    .click();
  await expect(page.getByTestId('comment-section').locator('.comment-replies')).toContainText('3450 下方，破了就走');
  await page.screenshot({ path: `${artifactDir}/community-comments.png`, fullPage: true });
  expect(await seriousViolations(page, 'a post with comments')).toEqual([]);

  await readerPage.reload();
  await expect(readerPage.getByTestId('unread-count')).toHaveText('1');

  // The product's board lists the post; BBAS leads there too.
  await readerPage.getByTestId('related-products').getByRole('link', { name: '进入铁矿石吧 ›' }).click();
  await expect(readerPage.getByTestId('board-head').getByRole('heading', { level: 1 })).toHaveText('铁矿石吧');
  await expect(readerPage.getByTestId('board-posts').getByTestId('post-row').first()).toContainText(title);
  await readerPage.screenshot({ path: `${artifactDir}/community-board.png`, fullPage: true });
  await readerPage.goto('/bbasV3/details?symbol=i');
  await readerPage.getByRole('link', { name: /进入铁矿石吧/ }).click();
  const boardHead = readerPage.getByTestId('board-head');
  await expect(boardHead).toContainText('铁矿石吧');
  // Following the board follows the product: its followers count the reader.
  const followers = Number((await boardHead.getByText(/位期友关注/).textContent())?.match(/(\d+)位期友关注/)?.[1]);
  await boardHead.getByRole('button', { name: '关注品种' }).click();
  await expect(boardHead.getByRole('button', { name: '已关注' })).toBeVisible();
  await expect(boardHead).toContainText(`${followers + 1}位期友关注`);
  await readerPage.goto(`/qiyouCommunityV2/infoDetails?id=${id}`);

  // The reader follows the author from the author's page; the author's fans show it at once.
  await readerPage.getByTestId('post-detail').getByRole('link', { name: author.nickname }).click();
  const card = readerPage.getByTestId('member-card');
  await expect(card.getByRole('heading', { level: 1 })).toContainText(author.nickname);
  await expect(card.getByRole('listitem').filter({ hasText: '首帖' })).toBeVisible();
  await card.getByRole('button', { name: '关注' }).click();
  await expect(card.getByRole('button', { name: '已关注' })).toBeVisible();
  await expect(card.getByRole('definition').nth(3)).toHaveText('1');
  await readerPage.getByRole('tab', { name: /粉丝/ }).click();
  await expect(readerPage.getByTestId('person')).toHaveText(reader.nickname);
  await readerPage.screenshot({ path: `${artifactDir}/community-member.png`, fullPage: true });
  expect(await seriousViolations(readerPage, 'a member page')).toEqual([]);
  await readerContext.close();

  await page.goto('/my/fans');
  await expect(page.getByTestId('fans-list').getByTestId('person')).toHaveText(reader.nickname);
});

test('a trader asks a poll with a post; a reader votes and sees the results, which stay hidden before voting', async ({
  page,
  request,
  browser,
}) => {
  await signInAsNewUser(page, request);
  const composer = await openComposer(page);
  const title = `下周螺纹怎么走 ${Date.now() % 100_000}`;
  await composer.getByRole('textbox', { name: '标题' }).fill(title);
  await composer.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('$螺纹$ 库存去化放缓，大家怎么看？');
  await composer.getByRole('button', { name: '添加投票' }).click();
  await composer.getByRole('textbox', { name: '选项1' }).fill('看涨');
  await composer.getByRole('textbox', { name: '选项2' }).fill('看跌');
  await composer.getByRole('button', { name: '添加选项' }).click();
  await composer.getByRole('textbox', { name: '选项3' }).fill('震荡');
  await composer.getByRole('button', { name: /^发\s?布$/ }).click();
  const poll = page.getByTestId('poll');
  await expect(poll.getByRole('radio')).toHaveCount(3);
  await expect(poll).toContainText('0人参与');
  const postUrl = page.url();

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signInAsNewUser(reader, request);
  await reader.goto(postUrl);
  const readerPoll = reader.getByTestId('poll');
  await expect(readerPoll.getByTestId('poll-result')).toHaveCount(0);
  await readerPoll.getByRole('radio', { name: '看跌' }).check();
  await readerPoll.getByRole('button', { name: /^投\s?票$/ }).click();
  await expect(readerPoll.getByTestId('poll-result').nth(1)).toContainText('看跌（我的选择）');
  await expect(readerPoll.getByTestId('poll-result').nth(1)).toContainText('1票 100%');
  await expect(readerPoll).toContainText('1人参与');
  await reader.screenshot({ path: `${artifactDir}/community-poll.png`, fullPage: true });
  expect(await seriousViolations(reader, 'a post with a poll')).toEqual([]);
  await readerContext.close();

  // The author, who has not voted, sees the count but not the results.
  await page.reload();
  await expect(poll).toContainText('1人参与');
  await expect(poll.getByTestId('poll-result')).toHaveCount(0);
});

test('a trader asks a question with a V粒 bounty; another answers and the asker accepts, paying the bounty once', async ({
  page,
  request,
  browser,
}) => {
  const asker = await signInAsNewUser(page, request);
  // 10 V粒 the way a new trader gets them: the new-user pack and the first day's sign-in.
  await call(request, '/api/common/receiveNewUserPack', {}, asker.token);
  await call(request, '/api/lottery_draw/sign', {}, asker.token);
  const scoreOf = async (token: string) => (await call(request, '/api/user/index', {}, token)).userinfo.score;
  expect(await scoreOf(asker.token)).toBe(10);

  const composer = await openComposer(page);
  const title = `螺纹现货升水说明什么 ${Date.now() % 100_000}`;
  await composer.getByRole('textbox', { name: '标题' }).fill(title);
  await composer.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('现货比期货高出80元，该怎么理解？');
  await composer.getByRole('button', { name: '设为提问' }).click();
  await composer.getByText('10V粒', { exact: true }).click();
  await expect(composer.getByRole('radio', { name: '10V粒' })).toBeChecked();
  await composer.getByRole('button', { name: /^发\s?布$/ }).click();
  await expect(page.getByTestId('question-banner')).toContainText('悬赏 10 V粒');
  expect(await scoreOf(asker.token)).toBe(0);
  const questionUrl = page.url();

  const answererContext = await browser.newContext();
  const answererPage = await answererContext.newPage();
  const answerer = await signInAsNewUser(answererPage, request);
  await answererPage.goto('/qiyouCommunityV2?feed=questions');
  await answererPage.getByRole('checkbox', { name: '只看未解决' }).check();
  const row = answererPage.getByTestId('post-row').filter({ hasText: title });
  await expect(row).toContainText('悬赏10V粒');
  await row.getByRole('link', { name: title }).click();
  await answererPage.getByRole('textbox', { name: /说说你的看法/ }).fill('现货偏紧、库存低，基差走强时近月往往更强。');
  await answererPage.getByRole('button', { name: '发表评论' }).click();
  await expect(answererPage.getByTestId('comment')).toHaveCount(1);
  await answererContext.close();

  await page.goto(questionUrl);
  const answer = page.getByTestId('comment').first();
  await answer.getByRole('button', { name: /^采\s?纳$/ }).click();
  await confirmDialog(page.getByRole('dialog', { name: `采纳${answerer.nickname}的回答？` }), /^采\s?纳$/);
  await expect(answer).toContainText('已采纳');
  await expect(page.getByTestId('question-banner')).toContainText('已解决');
  await expect(answer.getByRole('button', { name: /^采\s?纳$/ })).toHaveCount(0);
  await page.screenshot({ path: `${artifactDir}/community-question.png`, fullPage: true });
  expect(await seriousViolations(page, 'an answered question')).toEqual([]);
  expect(await scoreOf(answerer.token)).toBe(10);
  expect(await scoreOf(asker.token)).toBe(0);
});
