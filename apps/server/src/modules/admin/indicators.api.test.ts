import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp, createStaff } from '../../test/admin';
import { createUser } from '../../test/harness';

const suite = consoleTestApp(['operator']);

type Indicator = {
  id: number;
  code: string;
  name: string;
  category: string;
  summary: string;
  description: string;
  params: string;
  price_type: string;
  price: string;
  price_vli: number;
  vip_free: boolean;
  platforms: string[];
  is_on_sale: boolean;
  sort: number;
  formulas: { platform: string; source: string; bytes: number }[];
};
const consoleList = async (token = suite.tokens.operator): Promise<Indicator[]> =>
  (await suite.call('/api/admin/indicators/list', token)).data.list;
const indicatorOf = async (code: string) => (await consoleList()).find((row) => row.code === code)!;
const save = (indicator: Indicator, change: Partial<Indicator>) => {
  const {
    buyers: _buyers,
    code: _code,
    formulas: _formulas,
    ...fields
  } = { ...indicator, ...change } as Indicator & {
    buyers: number;
  };
  return suite.call('/api/admin/indicators/update', suite.tokens.operator, fields);
};

/** The console's multipart upload: the indicator, the platform, then the file. */
async function uploadFormula(fields: { id: number; platform: string }, bytes: Buffer, token = suite.tokens.operator) {
  const boundary = '----vceFormula7Qz';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      field('id', String(fields.id)) +
        field('platform', fields.platform) +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="formula.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await suite.app.inject({
    method: 'POST',
    url: '/api/admin/indicators/uploadFormula',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
    payload,
  });
  return response.json();
}
const download = (token: string, id: number, platform: string) =>
  suite.call('/api/target/download', token, { id, platform });
const shelfNames = async () =>
  ((await suite.call('/api/target/targetList', '', { page: 1, limit: 50 })).data.list as { name: string }[]).map(
    (card) => card.name,
  );
const searchTitles = async (keyword: string) =>
  (
    (await suite.call('/api/search/query', '', { keyword, scope: 'indicator', limit: 20 })).data.groups[0]?.hits ?? []
  ).map((hit: { title: string }) => hit.title);

describe('指标 in the console', () => {
  it('lists every indicator with its shipped formula files', async () => {
    const list = await consoleList();
    expect(list.length).toBe(8);
    expect((await indicatorOf('main_force_line')).formulas).toEqual([
      { platform: 'tdx', source: 'bundled', bytes: expect.any(Number) },
      { platform: 'wh', source: 'bundled', bytes: expect.any(Number) },
    ]);
  });

  it('renames and reprices an indicator: the shop and search show it; audited', async () => {
    const free = await indicatorOf('ma_alignment');
    expect(await save(free, { name: '均线排列精选', price_type: 'vli', price_vli: 50 })).toMatchObject({
      code: Code.SUCCESS,
    });
    const detail = (await suite.call('/api/target/targetDetail', '', { id: free.id })).data;
    expect(detail).toMatchObject({ name: '均线排列精选', price_type: 'vli', price: '50' });
    expect(await searchTitles('均线排列精选')).toContain('均线排列精选');
    const [audit] = await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(audit).toMatchObject({
      call: '/api/admin/indicators/update',
      before: { name: free.name, price_type: 'free', price_vli: 0 },
      after: { name: '均线排列精选', price_type: 'vli', price_vli: 50 },
    });
    await save(free, {});
  });

  it('takes one off sale: gone from the shop and search, sold no more, still downloaded by its buyer', async () => {
    const surge = await indicatorOf('open_interest_surge');
    const buyer = await createUser(suite.app);
    const stranger = await createUser(suite.app);
    // The buyer got it while it was free.
    await save(surge, { price_type: 'free' });
    expect(await download(buyer.token, surge.id, 'tdx')).toMatchObject({ code: Code.SUCCESS });

    await save(surge, { price_type: 'free', is_on_sale: false });
    expect(await shelfNames()).not.toContain(surge.name);
    expect(await searchTitles(surge.name)).not.toContain(surge.name);
    expect(await download(stranger.token, surge.id, 'tdx')).toMatchObject({ msg: msg.indicatorUnknown });
    expect(await download(buyer.token, surge.id, 'tdx')).toMatchObject({ code: Code.SUCCESS });

    await save(surge, {});
    expect(await shelfNames()).toContain(surge.name);
    expect(await searchTitles(surge.name)).toContain(surge.name);
  });

  it('gives an uploaded formula file (GBK kept as UTF-8) in downloads; reset, the shipped one again', async () => {
    const free = await indicatorOf('ma_alignment');
    const { token } = await createUser(suite.app);
    const shipped = (await download(token, free.id, 'tdx')).data.content as string;
    // 均线 in GBK, then an ASCII formula line.
    const formula = Buffer.concat([Buffer.from([0xbe, 0xf9, 0xcf, 0xdf]), Buffer.from('\r\nMA5:MA(CLOSE,5);\r\n')]);
    const uploaded = await uploadFormula({ id: free.id, platform: 'tdx' }, formula);
    expect(uploaded).toMatchObject({ code: Code.SUCCESS });
    expect(uploaded.data.list.find((row: Indicator) => row.id === free.id).formulas[0]).toMatchObject({
      platform: 'tdx',
      source: 'uploaded',
    });
    expect((await download(token, free.id, 'tdx')).data.content).toBe('均线\r\nMA5:MA(CLOSE,5);\r\n');

    expect(
      await suite.call('/api/admin/indicators/resetFormula', suite.tokens.operator, { id: free.id, platform: 'tdx' }),
    ).toMatchObject({
      code: Code.SUCCESS,
    });
    expect((await download(token, free.id, 'tdx')).data.content).toBe(shipped);
    expect(
      await suite.call('/api/admin/indicators/resetFormula', suite.tokens.operator, { id: free.id, platform: 'tdx' }),
    ).toMatchObject({
      msg: msg.indicatorFormulaNotUploaded,
    });
  });

  it('refuses a binary or too large file, a role without the grant, and a price missing for its kind', async () => {
    const free = await indicatorOf('ma_alignment');
    expect(
      await uploadFormula({ id: free.id, platform: 'tdx' }, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1])),
    ).toMatchObject({
      msg: msg.indicatorFormulaInvalid,
    });
    expect(await uploadFormula({ id: free.id, platform: 'tdx' }, Buffer.alloc(70 * 1024, 'a'))).toMatchObject({
      msg: msg.indicatorFormulaTooLarge,
    });
    const editor = (await createStaff(suite.app, ['editor'])).token;
    expect(await uploadFormula({ id: free.id, platform: 'tdx' }, Buffer.from('A:1;'), editor)).toMatchObject({
      msg: msg.adminForbidden,
    });
    expect(await save(free, { price_type: 'vq', price: '0' })).toMatchObject({
      msg: expect.stringContaining('V券价格须大于0'),
    });
    expect(await save(free, { platforms: [] })).toMatchObject({
      msg: expect.stringContaining('请至少选择一个适用软件'),
    });
    expect(await indicatorOf('ma_alignment')).toEqual(free);
  });
});
