import type { Bar } from '@vce/market-core/bar';
import { sma } from '@vce/market-core/indicators';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { DemoReport } from './demo-reports';

/** Debian's fonts-noto-cjk: the Simplified Chinese face of the collection, subset into each PDF. */
const FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const FONT_FACE = 'NotoSansCJKsc-Regular';
const BOLD_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const BOLD_FACE = 'NotoSansCJKsc-Bold';

const rise = '#eb443c';
const fall = '#18b26e';
const muted = '#6b7280';

/** A daily K-line with its 10-day average, drawn as vectors into the box. */
function drawKline(
  doc: PDFKit.PDFDocument,
  bars: readonly Bar[],
  box: { x: number; y: number; width: number; height: number },
) {
  doc.save().rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor('#d1d5db').stroke();
  if (!bars.length) return void doc.restore();
  const high = Math.max(...bars.map((bar) => bar.high));
  const low = Math.min(...bars.map((bar) => bar.low));
  const y = (price: number) => box.y + 8 + ((high - price) / Math.max(high - low, 1e-9)) * (box.height - 16);
  const slot = box.width / bars.length;
  bars.forEach((bar, i) => {
    const x = box.x + i * slot + slot / 2;
    const color = bar.close >= bar.open ? rise : fall;
    doc.moveTo(x, y(bar.high)).lineTo(x, y(bar.low)).lineWidth(0.6).strokeColor(color).stroke();
    const top = y(Math.max(bar.open, bar.close));
    doc.rect(x - slot * 0.35, top, slot * 0.7, Math.max(0.6, y(Math.min(bar.open, bar.close)) - top)).fill(color);
  });
  const average = sma(
    bars.map((bar) => bar.close),
    10,
  );
  let started = false;
  average.forEach((value, i) => {
    if (Number.isNaN(value)) return;
    const x = box.x + i * slot + slot / 2;
    if (started) doc.lineTo(x, y(value));
    else doc.moveTo(x, y(value));
    started = true;
  });
  doc.lineWidth(1).strokeColor('#d4a017').stroke();
  doc
    .fillColor(muted)
    .fontSize(8)
    .text(`最高 ${high}  最低 ${low}`, box.x + 6, box.y + 4);
  doc.restore();
}

/** The demo label and page number every page carries. */
function footer(doc: PDFKit.PDFDocument, page: number) {
  const bottom = doc.page.margins.bottom;
  // Written inside the bottom margin, which would otherwise start a new page.
  doc.page.margins.bottom = 0;
  doc
    .fontSize(8)
    .fillColor(muted)
    .text(`vce期货研究 · 演示研报，行情为本站模拟数据，不构成投资建议 · 第${page}页`, 56, doc.page.height - 40, {
      width: doc.page.width - 112,
      align: 'center',
      lineBreak: false,
    });
  doc.page.margins.bottom = bottom;
}

/**
 * Typesets a demo report into `file`: the cover with its summary and points, the product's daily
 * K-line from the market with a table of the last days, the body, and the risk notice, on A4 with
 * the CJK font subset in.
 */
export async function writeReportPdf(
  report: DemoReport,
  market: { name: string; bars: readonly Bar[] },
  author: string,
  file: string,
) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: report.title, Author: author } });
  const written = finished(doc.pipe(createWriteStream(file)));
  doc.registerFont('body', FONT_FILE, FONT_FACE);
  doc.registerFont('bold', BOLD_FILE, BOLD_FACE);
  const width = doc.page.width - 112;
  let page = 1;
  doc.on('pageAdded', () => (page += 1));

  doc.font('bold').fontSize(11).fillColor('#d4380d').text('演示研报 · DEMO');
  doc.moveDown(0.5).fontSize(22).fillColor('#111827').text(report.title, { width });
  doc.moveDown(0.5).font('body').fontSize(10).fillColor(muted).text(`${author} · vce期货研究`);
  doc.moveDown(1.5).font('bold').fontSize(14).fillColor('#111827').text('摘要');
  doc.moveDown(0.4).font('body').fontSize(11).text(report.summary, { width, lineGap: 4 });
  doc.moveDown(1).font('bold').fontSize(14).text('核心观点');
  for (const point of report.points)
    doc.moveDown(0.4).font('body').fontSize(11).text(`· ${point}`, { width, lineGap: 4 });
  footer(doc, page);

  doc.addPage();
  doc.font('bold').fontSize(14).fillColor('#111827').text(`${market.name}主力连续 · 日线`);
  drawKline(doc, market.bars, { x: 56, y: doc.y + 8, width, height: 260 });
  doc.y += 280;
  doc.font('body').fontSize(9).fillColor(muted).text('红色为阳线、绿色为阴线，黄线为10日均线。', 56);
  doc.moveDown(1).font('bold').fontSize(12).fillColor('#111827').text('近五个交易日');
  for (const bar of market.bars.slice(-5)) {
    const day = new Date(bar.time + 8 * 3600_000).toISOString().slice(0, 10);
    doc
      .moveDown(0.3)
      .font('body')
      .fontSize(10)
      .text(`${day}    开 ${bar.open}    高 ${bar.high}    低 ${bar.low}    收 ${bar.close}    量 ${bar.volume}手`);
  }
  footer(doc, page);

  doc.addPage();
  for (const section of report.sections) {
    doc.font('bold').fontSize(14).fillColor('#111827').text(section.heading);
    for (const paragraph of section.paragraphs)
      doc.moveDown(0.4).font('body').fontSize(11).text(paragraph, { width, lineGap: 5, indent: 22 });
    doc.moveDown(1);
  }
  footer(doc, page);

  doc.addPage();
  doc.font('bold').fontSize(14).fillColor('#111827').text('风险提示与免责声明');
  doc
    .moveDown(0.5)
    .font('body')
    .fontSize(10.5)
    .text(
      '本报告为vce期货的演示内容，所用行情为本站模拟数据，观点仅用于展示研报阅读功能，不构成任何投资建议。期货交易实行保证金制度，具有杠杆效应，可能产生超过保证金的损失。投资者应根据自身风险承受能力独立决策，自行承担交易风险。',
      { width, lineGap: 5 },
    );
  footer(doc, page);
  doc.end();
  await written;
}
