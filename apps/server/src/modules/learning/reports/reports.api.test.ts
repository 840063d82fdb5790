import { Code } from '@vce/contract/codes';
import { reportDetails, reportList, researcherList } from '@vce/contract/learning-reports';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  // The demo PDFs are typeset on start, before the lesson videos.
  app = await createTestApp({ DEMO_MEDIA: 'render' });
}, 120_000);
afterAll(() => app.close());

/** A report, waiting while its PDF is still being typeset on this first start. */
async function readyReport(token: string, id: number) {
  for (let tries = 0; tries < 120; tries++) {
    const report = reportDetails.data.parse((await callAs(app, token, '/api/report/details', { id })).data);
    if (report.pdf_url) return report;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the demo PDF was not made in 30 s');
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('research reports', () => {
  it('lists reports newest first with their products and researchers', async () => {
    const list = reportList.data.parse((await callAs(app, '', '/api/report/list', {})).data);
    expect(list.total).toBe(3);
    expect(list.list[0]).toMatchObject({
      title: '螺纹钢周报：库存去化放缓，关注基差修复节奏',
      products: [
        { symbol: 'rb', name: '螺纹钢' },
        { symbol: 'hc', name: '热轧卷板' },
      ],
      author: { name: '陈一鸣' },
    });
    const times = list.list.map((report) => report.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const researchers = researcherList.data.parse((await callAs(app, '', '/api/report/researchers')).data);
    expect(researchers.list.map((row) => [row.name, row.report_count])).toEqual([
      ['陈一鸣', 1],
      ['林晓雯', 1],
      ['赵思远', 1],
    ]);
    const hers = (await callAs(app, '', '/api/report/list', { author_id: researchers.list[1]!.id })).data;
    expect(hers.list.map((report: { title: string }) => report.title)).toEqual([
      '黄金月报：实际利率与避险需求的再平衡',
    ]);
    expect(await callAs(app, '', '/api/report/details', { id: 999_999 })).toMatchObject({
      code: Code.FAIL,
      msg: msg.reportUnknown,
    });
  });

  it('serves the PDF to read by byte ranges, to anyone', async () => {
    const [first] = reportList.data.parse((await callAs(app, '', '/api/report/list', {})).data).list;
    const report = await readyReport('', first!.id);
    expect(report.can_download).toBe(false);
    const whole = await get(report.pdf_url!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await get(report.pdf_url!, { range: 'bytes=0-1023' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-1023/${whole.rawPayload.length}`);
    expect(part.rawPayload).toHaveLength(1024);
    expect((await get(report.pdf_url!, { range: `bytes=${whole.rawPayload.length + 10}-` })).statusCode).toBe(416);
  }, 60_000);

  it('lets a member download, with an address only their token opens, and offers VIP to others', async () => {
    const [first] = reportList.data.parse((await callAs(app, '', '/api/report/list', {})).data).list;
    await readyReport('', first!.id);
    const user = await createUser(app);
    expect(await callAs(app, user.token, '/api/report/download', { id: first!.id })).toMatchObject({
      code: Code.NEED_PRIVILEGE,
      msg: msg.reportMembersOnly,
      data: { button_list: [{ type: 'buy_vip' }, { type: 'contact_service' }] },
    });
    expect(await callAs(app, '', '/api/report/download', { id: first!.id })).toMatchObject({ code: Code.NEED_LOGIN });
    const member = await createUser(app, { vip: true });
    expect((await readyReport(member.token, first!.id)).can_download).toBe(true);
    const download = (await callAs(app, member.token, '/api/report/download', { id: first!.id })).data;
    expect(download.file_name).toBe(`${first!.title}.pdf`);
    expect(download.url).toContain(`&u=${member.user.id}&`);
    expect((await get(download.url, { token: member.token })).statusCode).toBe(200);
    expect((await get(download.url)).statusCode).toBe(403);
    expect((await get(download.url, { token: user.token })).statusCode).toBe(403);
  }, 60_000);
});
