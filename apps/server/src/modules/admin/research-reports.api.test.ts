import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { PDF_UPLOAD_KEPT_MS, reportPdfKey, sweepUnsavedPdfs } from '../learning/reports/report-pdf-upload';
import { createStaff } from '../../test/admin';
import { callAs, createTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
let call: ReturnType<typeof callAs>;
let editor: string;

beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
  editor = (await createStaff(app, ['editor'])).token;
});
afterAll(() => app.close());

/** A PDF of `pages` pages, as a researcher's writing tool makes one. */
function pdfOf(pages: number) {
  const document = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (let page = 1; page <= pages; page++) document.addPage().text(`Methanol weekly, page ${page}`);
  document.end();
  return new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
}

/** The console's multipart upload: the file only. */
async function upload(bytes: Buffer, token = editor, fileName = '甲醇周报.pdf') {
  const boundary = '----vceReportPdf9Xk2';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/researchReports/uploadPdf',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
    payload,
  });
  return response.json();
}

const fields = {
  author_id: 2,
  title: '甲醇周报：港口库存回落，MTO开工率回升',
  summary: '演示研报：华东港口甲醇库存连续三周回落，关注烯烃装置重启对需求的拉动。不构成投资建议。',
  symbols: ['MA', 'pp'],
};
const admin = (route: string, body: object, token = editor) => call(`/api/admin/researchReports/${route}`, token, body);
const publicList = async () => (await call('/api/report/list', '', {})).data.list as { id: number; title: string }[];
const searchTitles = async (keyword: string) =>
  ((await call('/api/search/query', '', { keyword, scope: 'report', limit: 20 })).data.groups[0]?.hits ?? []).map(
    (hit: { title: string }) => hit.title,
  );
const stored = (pdfKey: string) => app.mediaStorage.sizeOf(reportPdfKey(pdfKey));

describe('研报管理', () => {
  it('an editor uploads a PDF and publishes a report readers find, read and search; corrects it and takes it down', async () => {
    const uploaded = await upload(await pdfOf(2));
    expect(uploaded).toMatchObject({ code: Code.SUCCESS, data: { pages: 2 } });
    const pdfKey = uploaded.data.pdf_key as string;
    expect(await stored(pdfKey)).toBe(uploaded.data.bytes);

    const created = await admin('create', { ...fields, pdf_key: pdfKey });
    expect(created).toMatchObject({
      code: Code.SUCCESS,
      data: { title: fields.title, author_name: '林晓雯', symbols: ['MA', 'pp'], pdf_key: pdfKey },
    });
    const id = created.data.id as number;
    expect((await publicList())[0]).toMatchObject({ id, title: fields.title });
    const details = (await call('/api/report/details', '', { id })).data;
    expect(details.products.map((product: { name: string }) => product.name)).toEqual(['甲醇', '聚丙烯']);
    const pdf = await app.inject({ method: 'GET', url: details.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await searchTitles('甲醇周报')).toContain(fields.title);

    // A corrected title and a new PDF: the old file goes, search finds the new title.
    const replacement = (await upload(await pdfOf(3))).data;
    const updated = await admin('update', {
      ...fields,
      id,
      title: '甲醇周报：港口库存回落',
      pdf_key: replacement.pdf_key,
    });
    expect(updated.data).toMatchObject({ title: '甲醇周报：港口库存回落', pdf_key: replacement.pdf_key });
    expect(await stored(pdfKey)).toBeNull();
    const found = await searchTitles('甲醇周报');
    expect(found[0]).toBe('甲醇周报：港口库存回落');
    expect(found).not.toContain(fields.title);
    const [audit] = await app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.call, '/api/admin/researchReports/update'))
      .orderBy(desc(adminAudit.id));
    expect(audit).toMatchObject({
      role: 'editor',
      target: String(id),
      before: { title: fields.title, pdf_key: pdfKey },
      after: { title: '甲醇周报：港口库存回落', pdf_key: replacement.pdf_key },
    });

    // The list as CSV, with its filters: this author's reports only.
    const exported = await app.inject({
      method: 'POST',
      url: '/api/admin/researchReports/export',
      headers: { token: editor },
      payload: { author_id: 2 },
    });
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('研报ID,标题,作者,关联品种,摘要,发布时间');
    expect(lines[1]).toContain(`${id},甲醇周报：港口库存回落,林晓雯,甲醇、聚丙烯,`);
    expect(lines.slice(1).every((line) => line.includes(',林晓雯,'))).toBe(true);

    expect(await admin('delete', { id })).toMatchObject({ code: Code.SUCCESS });
    expect((await publicList()).map((report) => report.id)).not.toContain(id);
    expect(await call('/api/report/details', '', { id })).toMatchObject({ code: Code.FAIL, msg: msg.reportUnknown });
    expect(await searchTitles('甲醇周报')).not.toContain('甲醇周报：港口库存回落');
    expect(await stored(replacement.pdf_key)).toBeNull();
  });

  it('refuses what is not a PDF, a missing file and bad fields, publishing nothing', async () => {
    expect(await upload(Buffer.from('这不是PDF，是一份文本文件'))).toMatchObject({
      code: Code.FAIL,
      msg: msg.reportPdfInvalid,
    });
    expect(await admin('uploadPdf', {})).toMatchObject({ code: Code.FAIL, msg: msg.reportPdfRequired });
    const pdfKey = (await upload(await pdfOf(1))).data.pdf_key as string;
    const before = await publicList();
    for (const [change, message] of [
      [{ symbols: ['zz'] }, msg.reportProductUnknown],
      [{ symbols: [] }, '请选择至少一个关联品种'],
      [{ symbols: ['rb', 'hc', 'i', 'j', 'jm', 'sf'] }, '关联品种最多5个'],
      [{ pdf_key: 'upload-0000000000000000' }, msg.reportPdfUnknown],
      [{ pdf_key: '../../etc/passwd' }, msg.reportPdfUnknown],
      [{ author_id: 999_999 }, msg.courseTeacherUnknown],
      [{ title: ' ' }, '请填写标题'],
    ] as const) {
      const answer = await admin('create', { ...fields, pdf_key: pdfKey, ...change });
      expect(answer.code, JSON.stringify(change)).toBe(Code.FAIL);
      expect(answer.msg).toContain(message);
    }
    expect(await admin('update', { ...fields, pdf_key: pdfKey, id: 999_999 })).toMatchObject({
      msg: msg.reportUnknown,
    });
    expect(await publicList()).toEqual(before);
  });

  it('refuses the upload to a role without reports', async () => {
    const moderator = (await createStaff(app, ['moderator'])).token;
    expect(await upload(await pdfOf(1), moderator)).toMatchObject({ code: Code.FAIL, msg: msg.adminForbidden });
  });

  it('removes a day later the PDFs no report named, and keeps those a report names or that are newer', async () => {
    const saved = (await upload(await pdfOf(1))).data.pdf_key as string;
    const abandoned = (await upload(await pdfOf(1))).data.pdf_key as string;
    const created = await admin('create', { ...fields, title: '保留PDF的研报', pdf_key: saved });
    expect(created).toMatchObject({ code: Code.SUCCESS });
    // An hour on: both still kept (the editor may come back to the form).
    expect(await sweepUnsavedPdfs(app, Date.now() + 3_600_000)).toBe(0);
    expect(await stored(abandoned)).not.toBeNull();
    // A day on: the unnamed one is gone, the report's stays and is still read.
    expect(await sweepUnsavedPdfs(app, Date.now() + PDF_UPLOAD_KEPT_MS + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await stored(abandoned)).toBeNull();
    expect(await stored(saved)).not.toBeNull();
    expect(await admin('create', { ...fields, pdf_key: abandoned })).toMatchObject({ msg: msg.reportPdfUnknown });
    await admin('delete', { id: created.data.id });
  });
});
