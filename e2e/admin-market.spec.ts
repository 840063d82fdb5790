// The console's market stories: a BBAS note and a desk's view a visitor finds on the product's page; a
// strategy note a visitor finds in search.
import { enterConsoleAs, openSection, pickProduct } from './admin-console';
import { artifactDir, confirmDialog, expect, test } from './fixtures';

test('an editor publishes a BBAS note and a desk view on 白银: a visitor finds the note leading 市场快讯 and the view under 机构观点; deleted, the note is gone', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now() % 100_000;
  const noteTitle = `白银夜盘提示 ${stamp}`;
  const viewTitle = `白银短线偏弱（示例）${stamp}`;
  const password = 'Edit2026b';
  await enterConsoleAs(page, request, 'editor', password);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  // Categories are the operators': an editor is not offered them.
  await expect(menu.getByRole('link', { name: 'BBAS品种' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'BBAS短评' }).click();
  const notes = page.getByRole('region', { name: 'BBAS短评' });
  await notes.getByRole('button', { name: '发布短评' }).click();
  const noteDialog = page.getByRole('dialog', { name: '发布短评' });
  await pickProduct(page, noteDialog, '白银 ag');
  await noteDialog.getByLabel('标题').fill(noteTitle);
  await noteDialog
    .getByLabel('内容')
    .fill('夜盘留意金银比的变化，白银弹性通常大于黄金。本条为演示内容，不构成投资建议。');
  await noteDialog.getByRole('button', { name: /^发\s?布$/ }).click();
  await expect(noteDialog).toHaveCount(0);
  const noteRow = notes.getByRole('row').filter({ hasText: noteTitle });
  await expect(noteRow).toContainText('vce编辑部');

  await menu.getByRole('link', { name: '机构观点' }).click();
  const views = page.getByRole('region', { name: '机构观点' });
  await views.getByRole('button', { name: '发布观点' }).click();
  const viewDialog = page.getByRole('dialog', { name: '发布机构观点' });
  await pickProduct(page, viewDialog, '白银 ag');
  await viewDialog.getByLabel('机构名称').fill('示例期货研究所');
  await viewDialog.getByLabel('看空').check();
  await viewDialog.getByLabel('标题').fill(viewTitle);
  await viewDialog.getByLabel('观点摘要').fill('金银比回升，短线偏弱看待。演示观点，不构成投资建议。');
  await viewDialog.getByRole('button', { name: /^发\s?布$/ }).click();
  await expect(viewDialog).toHaveCount(0);
  const viewRow = views.getByRole('row').filter({ hasText: viewTitle });
  await expect(viewRow).toContainText('示例期货研究所');
  await page.screenshot({ path: `${artifactDir}/admin-bbas-views.png` });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const tabs = visitor.locator('.bbas-info-tabs');
  try {
    await visitor.goto('/bbasV3/details?symbol=ag');
    await expect(tabs.getByRole('list', { name: '市场快讯' }).getByRole('listitem').first()).toContainText(noteTitle);
    await tabs.getByRole('tab', { name: '机构观点' }).click();
    const firstView = tabs.getByRole('tabpanel', { name: '机构观点' }).getByRole('listitem').first();
    await expect(firstView).toContainText(viewTitle);
    await expect(firstView).toContainText('看空');
  } finally {
    await viewRow.getByRole('button', { name: `删除 ${viewTitle}` }).click();
    await confirmDialog(page.getByRole('dialog'), /^删\s?除$/);
    await expect(viewRow).toHaveCount(0);
  }
  await menu.getByRole('link', { name: 'BBAS短评' }).click();
  await noteRow.getByRole('button', { name: `删除 ${noteTitle}` }).click();
  await confirmDialog(page.getByRole('dialog'), /^删\s?除$/);
  await expect(page.locator('.ant-message-notice').filter({ hasText: '短评已删除' })).toBeVisible();
  await visitor.reload();
  await expect(tabs.getByRole('list', { name: '市场快讯' })).not.toContainText(noteTitle);
  await visitorContext.close();
});

test('an editor writes a 白银 daily strategy note: a visitor finds it in search; corrected, the new title is found', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now() % 100_000;
  const title = `白银日评：金银比回升 ${stamp}`;
  const password = 'Edit2026s';
  await enterConsoleAs(page, request, 'editor', password);
  await openSection(page, '策略');
  const notes = page.getByRole('region', { name: '策略' });
  await notes.getByRole('button', { name: '撰写策略' }).click();
  const dialog = page.getByRole('dialog', { name: '撰写策略' });
  await dialog.getByLabel('作者').click();
  await page.locator('.ant-select-item-option', { hasText: '周启航' }).click();
  await pickProduct(page, dialog, '白银 ag');
  // A day of its own, before the server's demo notes: each product has one note a day.
  await dialog.getByLabel('交易日').fill(`2025-0${1 + (stamp % 9)}-${10 + (stamp % 18)}`);
  await dialog.getByLabel('偏空').check();
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('正文').fill('金银比回升，白银弹性更大。\n\n反弹至压力位附近可轻仓试空，收盘站上则离场。');
  await dialog.getByLabel('支撑位').fill('7200');
  await dialog.getByLabel('压力位').fill('7600');
  await dialog.getByRole('button', { name: /^发\s?布$/ }).click();
  await expect(dialog).toHaveCount(0);
  const row = notes.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('7200 / 7600');
  await page.screenshot({ path: `${artifactDir}/admin-strategy.png` });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/search?keyword=${encodeURIComponent(title)}`);
    await expect(visitor.getByRole('region', { name: '策略' }).getByTestId('search-hit').first()).toContainText(title);

    await row.getByRole('button', { name: `编辑 ${title}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑策略' });
    await edit.getByLabel('标题').fill(`${title}（更正）`);
    await edit.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(edit).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('region', { name: '策略' }).getByTestId('search-hit').first()).toContainText(
      '（更正）',
    );
  } finally {
    // This note's own row (the demo's 白银 notes are listed too, and may come first).
    await row.getByRole('button', { name: /^删除 / }).click();
    await confirmDialog(page.getByRole('dialog'), /^删\s?除$/);
    await expect(notes.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await visitorContext.close();
  }
});
