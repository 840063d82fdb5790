// The community's content beyond posting: topics, emoji, pictures and chart cards, favourites,
// history and posters, editing and reports, key newsletters.
import { seriousViolations } from './axe';
import { openComposer, toast } from './community-helpers';
import { artifactDir, confirmDialog, expect, test } from './fixtures';
import { samplePng } from './sample-image';
import { call, signInAsNewUser } from './session';

test('a trader starts a topic with #名称# in a post with an emoji, a picture and a K-line chart card, opens it from the post, follows it and finds it among 我关注的; the home lists active topics and the activity', async ({
  page,
  request,
}) => {
  await page.goto('/qiyouCommunityV2');
  await expect(page.getByTestId('active-topics').getByRole('link', { name: '#每日复盘#' })).toBeVisible();
  // The activity of /api/common/init's qiyou_activity, on by default.
  await expect(page.getByTestId('community-activity')).toContainText('期友社区每周复盘征文');

  await signInAsNewUser(page, request);
  const composer = await openComposer(page);
  const topic = `甲醇港口${Date.now() % 100_000}`;
  await composer.getByRole('textbox', { name: '标题' }).fill('甲醇港口库存拐点？');
  await composer.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type(`华东港口库存连续两周去化 #${topic}# 大家怎么看`);
  await composer.getByRole('button', { name: '表情' }).click();
  await page.getByRole('option', { name: '涨', exact: true }).click();
  await composer
    .locator('.rich-text-toolbar input[type="file"]')
    .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: await samplePng() });
  await expect(composer.locator('.rich-text-area img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
  await composer.getByRole('button', { name: '添加K线图' }).click();
  await composer.getByTestId('chart-card-editor').getByRole('checkbox', { name: 'MACD' }).check();
  await composer.getByRole('button', { name: /^发\s?布$/ }).click();
  // The bracketed name comes back drawn as the dictionary's image.
  await expect(page.getByTestId('post-detail').locator('.post-content img.emoji[alt="[涨]"]')).toBeVisible();
  await expect(page.getByTestId('post-detail').locator('.post-content img:not(.emoji)')).toHaveJSProperty(
    'naturalWidth',
    64,
  );
  // The chart card: 螺纹钢 daily bars with MA and MACD, drawn from the site's own data.
  const card = page.getByTestId('post-chart-card');
  await expect(card).toContainText('螺纹钢 · 日K · MA、MACD');
  await expect(card.getByTestId('bars-canvas').locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/community-post-media.png`, fullPage: true });

  await page
    .getByTestId('post-detail')
    .getByRole('link', { name: `#${topic}#` })
    .click();
  const head = page.getByTestId('topic-head');
  await expect(head.getByRole('heading', { level: 1 })).toContainText(`#${topic}#`);
  await expect(head).toContainText('1篇帖子 · 0人关注');
  await expect(page.getByTestId('topic-posts').getByTestId('post-row')).toContainText('甲醇港口库存拐点？');
  await head.getByTestId('topic-follow').click();
  await expect(head).toContainText('1人关注');
  await expect(head.getByTestId('topic-follow')).toHaveText(/已关注/);
  // The pointer leaves the button, as a reader's would: its hover colours are not what the page shows.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${artifactDir}/community-topic.png`, fullPage: true });
  expect(await seriousViolations(page, 'a topic')).toEqual([]);

  await page.goto('/qiyouCommunityV2/topicList');
  await page.getByRole('tab', { name: '我关注的' }).click();
  await expect(page.getByTestId('topic-row')).toHaveCount(1);
  await expect(page.getByTestId('topic-row')).toContainText(`#${topic}#`);
  expect(await seriousViolations(page, 'the topic list')).toEqual([]);
});

test('a reader keeps a post in 我的收藏, shares it as a poster, and finds it in 浏览历史, which they can clear', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request);
  await page.goto('/qiyouCommunityV2');
  // A demo post: the other flows' own posts may be deleted while this one reads.
  const row = page.getByTestId('post-row').filter({ hasText: '演示' }).first();
  const title = (await row.getByRole('link').first().textContent())!.trim();
  await page.getByRole('link', { name: title, exact: true }).first().click();
  const detail = page.getByTestId('post-detail');
  await detail.getByRole('button', { name: '收藏' }).click();
  await expect(detail.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  await detail.getByRole('button', { name: /分\s?享/ }).click();
  const poster = page.getByRole('dialog', { name: '分享海报' }).getByRole('img', { name: /分享海报/ });
  await expect(poster).toHaveJSProperty('naturalWidth', 750);
  await page.keyboard.press('Escape');

  await page.goto('/my/collection');
  const kept = page.getByTestId('my-favourites').getByTestId('post-row');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText(title);
  await expect(kept).toContainText('收藏于');
  expect(await seriousViolations(page, '我的收藏')).toEqual([]);

  await page.goto('/my/history');
  const read = page.getByTestId('my-history').getByTestId('post-row');
  await expect(read).toHaveCount(1);
  await expect(read).toContainText(title);
  await page.screenshot({ path: `${artifactDir}/community-history.png`, fullPage: true });
  expect(await seriousViolations(page, '浏览历史')).toEqual([]);
  await page.getByRole('button', { name: /^清\s?空$/ }).click();
  await confirmDialog(page.getByRole('dialog'), /^清\s?空$/);
  await expect(page.getByTestId('my-history')).toContainText('最近没有浏览过帖子');
});

test('an author edits a post within its window, its tags read again; a reader reports it into the moderation queue', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signInAsNewUser(page, request);
  const { id } = await call(
    request,
    '/api/qi_you/addPost',
    { title: '螺纹看空', content: '<p>$螺纹$ 跌破3500 [跌]</p>' },
    token,
  );
  await page.goto(`/qiyouCommunityV2/infoDetails?id=${id}`);
  const detail = page.getByTestId('post-detail');
  await detail.getByRole('button', { name: /^编\s?辑$/ }).click();
  const composer = page.getByRole('dialog', { name: '编辑帖子' });
  // The chip and the emoji come back as the words that made them.
  await expect(composer.getByRole('textbox', { name: '正文' })).toHaveText('$螺纹钢$ 跌破3500 [跌]');
  await composer.getByRole('textbox', { name: '标题' }).fill('螺纹看空，止损3530');
  // The keys go where the focus is: into the body only once a click has moved it there (a click while
  // the editor redraws after the title's change can leave it in the title).
  const body = composer.getByRole('textbox', { name: '正文' });
  await expect(async () => {
    await body.click();
    await expect(body).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('End');
  await page.keyboard.type(' $热卷$ 同步');
  await composer.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('螺纹看空，止损3530');
  await expect(detail).toContainText('已编辑');
  await expect(detail.locator('.post-content a.product-chip')).toHaveText([/螺纹钢/, /热轧卷板/]);
  await expect(detail.locator('.post-content img.emoji[alt="[跌]"]')).toBeVisible();

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signInAsNewUser(reader, request);
  await reader.goto(`/qiyouCommunityV2/infoDetails?id=${id}`);
  await reader
    .getByTestId('post-detail')
    .getByRole('button', { name: /^举\s?报$/ })
    .click();
  const dialog = reader.getByRole('dialog', { name: '举报帖子' });
  await dialog.getByRole('radio', { name: '荐股喊单或诈骗' }).check();
  await dialog.getByRole('textbox', { name: '补充说明' }).fill('标题在喊单');
  expect(await seriousViolations(reader, 'the report dialog')).toEqual([]);
  await dialog.getByRole('button', { name: '提交举报' }).click();
  await expect(toast(reader).filter({ hasText: '举报已收到' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await readerContext.close();
});

test('a trader reads the key newsletters of the products they follow, and what was new is counted read', async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewUser(page, request);
  const products = (await call(request, '/api/user/getCategoryList', {}, token)) as unknown[];
  expect(products).toEqual([]);
  const exchanges = (await call(request, '/vce_gm/v1/symbol_list', {}, token)) as {
    list: { id: number; symbol: string }[];
  }[];
  const ids = exchanges.flatMap((exchange) => exchange.list).filter((item) => ['rb', 'au'].includes(item.symbol));
  await call(request, '/api/user/saveCategoryList', { type_text: ids.map((item) => item.id).join(',') }, token);

  await page.goto('/my/keyNewsletter');
  const list = page.getByTestId('key-newsletters');
  await expect(list).toContainText('你关注的品种');
  await expect(list.getByTestId('newsletter-row').first()).toBeVisible();
  await expect(list).toContainText('条新快讯');
  await page.screenshot({ path: `${artifactDir}/community-newsletters.png`, fullPage: true });
  expect(await seriousViolations(page, '重点快讯')).toEqual([]);
  await page.reload();
  await expect(list.getByTestId('newsletter-row').first()).toBeVisible();
  await expect(list).not.toContainText('条新快讯');
});
