// The console's editor stories: a course with a video lesson a visitor plays; a research report a visitor reads.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { enterConsoleAs, openSection } from './admin-console';
import { artifactDir, confirmDialog, expect, test } from './fixtures';
import { playUntil } from './video';

test('an editor creates a course with a chapter, a video lesson and a text lesson written in the editor and moved first, publishes it, and a visitor finds it in the classroom, plays one and reads the other', async ({
  page,
  browser,
  request,
}) => {
  // A teacher's recording: 4 seconds of picture and sound, as a phone would make it.
  const recording = path.join(os.tmpdir(), `vce-lesson-recording-${process.pid}.mp4`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=330'],
    ...['-t', '4', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', recording],
  ]);
  const title = `铁矿石港口库存解读 ${Date.now() % 100_000}`;

  const password = 'Edit2026y';
  await enterConsoleAs(page, request, 'editor', password);
  await openSection(page, '课程管理');
  await page.getByRole('button', { name: '新建课程' }).click();
  const create = page.getByRole('dialog', { name: '新建课程' });
  await create.getByLabel('课程名称').fill(title);
  await create.getByLabel('课程分类').click();
  await page.getByTitle('入门必修').click();
  await create.getByLabel('授课老师').click();
  await page.getByTitle('陈一鸣').click();
  await create.getByLabel('一句话简介').fill('看懂港口库存的季节变化');
  await create.getByLabel('课程介绍').fill('港口库存是铁矿石供需的温度计。\n\n演示课程，不构成投资建议。');
  await create.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  const editorPage = page.getByRole('region', { name: '编辑课程' });
  await expect(editorPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(editorPage).toContainText('草稿');

  await editorPage.getByLabel('章节名称').fill('第一章 库存与价格');
  await editorPage.getByRole('button', { name: '添加章节' }).click();
  const chapter = editorPage.getByRole('region', { name: '第一章 库存与价格' });
  await chapter.getByRole('button', { name: '添加课时' }).click();
  const lessonDialog = page.getByRole('dialog', { name: '添加课时' });
  await lessonDialog.getByLabel('课时名称').fill('港口库存从哪里看');
  await lessonDialog.getByText('免费试看').click();
  await lessonDialog.getByRole('button', { name: '保存课时' }).click();
  await expect(lessonDialog).toHaveCount(0);
  const lessonRow = chapter.getByRole('row').filter({ hasText: '港口库存从哪里看' });
  await expect(lessonRow).toContainText('未上传视频');
  await lessonRow.locator('input[type=file]').setInputFiles(recording);
  // Uploaded, queued, transcoded (its percent shown while it runs), then playable.
  await expect(lessonRow).toContainText('可播放 · 0:04', { timeout: 60_000 });

  // A text lesson, written in the rich-text editor: a line, then a bold one.
  await chapter.getByRole('button', { name: '添加课时' }).click();
  await lessonDialog.getByLabel('课时名称').fill('库存数据怎么读');
  await lessonDialog.getByText('图文', { exact: true }).click();
  await lessonDialog.getByText('免费试看').click();
  const body = lessonDialog.getByLabel('图文内容', { exact: true });
  await body.click();
  await page.keyboard.type('先看港口库存的周度变化。');
  await page.keyboard.press('Enter');
  await lessonDialog.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('连续三周去库，现货往往偏强。');
  await lessonDialog.getByRole('button', { name: '保存课时' }).click();
  await expect(lessonDialog).toHaveCount(0);
  await expect(chapter.getByRole('row').filter({ hasText: '库存数据怎么读' })).toBeVisible();
  // Read first: moved above the video lesson.
  await chapter.getByRole('button', { name: '上移 库存数据怎么读' }).click();
  await expect(chapter.getByRole('row').nth(1)).toContainText('库存数据怎么读');
  await page.screenshot({ path: `${artifactDir}/admin-course-editor.png`, fullPage: true });

  await editorPage.getByRole('button', { name: '发布课程' }).click();
  await page
    .getByRole('dialog', { name: '发布课程？' })
    .getByRole('button', { name: /^发\s?布$/ })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '已发布' })).toBeVisible();
  await expect(editorPage).toContainText('已发布');

  // A visitor, not signed in: the classroom's newest of 入门必修, its page, its free lessons in the
  // editor's order: the text lesson first, then the video playing.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/classroomV2');
  await visitor.getByTestId('course-card').filter({ hasText: title }).first().click();
  const details = visitor.getByTestId('course-details');
  await expect(details.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByTestId('lesson-row').first()).toContainText('库存数据怎么读');
  await details.getByRole('button', { name: '免费试看' }).click();
  const reading = visitor.getByTestId('text-lesson');
  await expect(reading).toContainText('先看港口库存的周度变化。');
  await expect(reading.locator('strong')).toHaveText('连续三周去库，现货往往偏强。');
  await visitor.getByTestId('lesson-row').filter({ hasText: '港口库存从哪里看' }).click();
  await playUntil(visitor.getByTestId('lesson-video'), 1);
  await visitor.screenshot({ path: `${artifactDir}/admin-course-played.png` });
  await visitorContext.close();
});

test('an editor publishes a research report with its PDF: a visitor reads it in the page; taken down, it is gone', async ({
  page,
  browser,
  request,
}) => {
  // The researcher's PDF, as a writing tool prints one (two pages, Chinese text).
  const writer = await browser.newPage();
  await writer.setContent(
    '<h1>甲醇周报</h1><p>演示研报：华东港口库存连续三周回落。</p><h2 style="break-before: page">风险提示</h2><p>不构成投资建议。</p>',
  );
  const pdfFile = path.join(os.tmpdir(), `vce-report-${process.pid}.pdf`);
  fs.writeFileSync(pdfFile, await writer.pdf({ format: 'A4' }));
  await writer.close();
  const title = `甲醇周报：港口库存回落 ${Date.now() % 100_000}`;

  const password = 'Edit2026r';
  await enterConsoleAs(page, request, 'editor', password);
  await openSection(page, '研报管理');
  const reports = page.getByRole('region', { name: '研报管理' });
  await reports.getByRole('button', { name: '发布研报' }).click();
  const dialog = page.getByRole('dialog', { name: '发布研报' });
  await dialog.getByLabel('作者').click();
  await page.locator('.ant-select-item-option', { hasText: '周启航' }).click();
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('摘要').fill('演示研报：港口库存回落，MTO开工率回升。不构成投资建议。');
  await dialog.getByLabel('关联品种').fill('甲醇');
  await page.locator('.ant-select-item-option', { hasText: '甲醇 MA' }).click();
  // A multiple choice stays open for more: a click elsewhere in the dialog closes it.
  await dialog.locator('.ant-modal-title').click();
  await dialog.locator('input[type=file]').setInputFiles(pdfFile);
  await expect(dialog.getByText('页')).toContainText('2页');
  await dialog.getByRole('button', { name: /^发\s?布$/ }).click();
  await expect(dialog).toHaveCount(0);
  const row = reports.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('周启航');
  await page.screenshot({ path: `${artifactDir}/admin-research-reports.png` });

  try {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/researcher');
    const researchers = visitor.getByTestId('researcher-page');
    await researchers.getByRole('button', { name: /周启航/ }).click();
    await researchers.getByRole('link', { name: title }).click();
    const report = visitor.getByTestId('report-details');
    await expect(report.getByRole('link', { name: '甲醇' })).toBeVisible();
    const reader = report.getByTestId('pdf-reader');
    await expect(reader).toHaveAttribute('data-pages', '2');
    await expect(reader.locator('canvas[aria-label="第1页"]')).toHaveAttribute('data-rendered', 'true');
    await visitorContext.close();
  } finally {
    await row.getByRole('button', { name: `下架 ${title}` }).click();
    await confirmDialog(page.getByRole('dialog'), /^下\s?架$/);
    await expect(row).toHaveCount(0);
  }
  const gone = await request.post('/api/report/list', { data: {} });
  expect(JSON.stringify(await gone.json())).not.toContain(title);
});
