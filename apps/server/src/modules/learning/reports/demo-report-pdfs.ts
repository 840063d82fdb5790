import { productNameOf } from '@vce/market-core/product-spec';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoReports } from './demo-reports';
import { writeReportPdf } from './report-pdf';
import { reportPdfKey } from './report-pdf-upload';
import { findReportsByPdf } from './report-store';

/**
 * Puts the demo reports' PDFs into the media storage where it lacks them: typeset from their text and
 * the first product's last 60 daily bars of the market (a few hundred milliseconds each).
 */
export async function publishDemoReports(app: FastifyInstance) {
  const byKey = new Map(demoReports.map((report) => [report.key, report]));
  for (const { report, author } of await findReportsByPdf(app.db, [...byKey.keys()])) {
    const demo = byKey.get(report.pdfKey)!;
    const key = reportPdfKey(report.pdfKey);
    if ((await app.mediaStorage.sizeOf(key)) !== null) continue;
    await app.market.ready;
    const symbol = demo.symbols[0]!;
    const bars = app.market.seriesOf(symbol)?.daily.slice(-60) ?? [];
    const file = path.join(os.tmpdir(), `vce-report-${randomBytes(4).toString('hex')}.pdf`);
    try {
      await writeReportPdf(demo, { name: productNameOf(symbol), bars }, author.name, file);
      await app.mediaStorage.putFile(key, file);
    } finally {
      await fs.rm(file, { force: true });
    }
  }
}
