import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { cooperationRequests } from '../../db/schema/shell';
import { randomIp } from '../../test/account';
import { createStaff } from '../../test/admin';
import { callAs, createTestApp, createUser, post, type TestApp } from '../../test/harness';

let app: TestApp;
let call: ReturnType<typeof callAs>;
let operator: string;

beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
  operator = (await createStaff(app, ['operator'])).token;
});
afterAll(() => app.close());

const page = async (name: string) => (await call('/api/common/sitePage', '', { name })).data;
let phones = 0;
const request = (extra: object = {}) => ({
  name: '王经理',
  mobile: `1370000${String(++phones).padStart(4, '0')}`,
  company: '某期货培训机构',
  kind: 'teaching',
  message: '我们有十年实盘经验的讲师团队，希望合作录播课和直播课。',
  ...extra,
});
/** The form as a visitor sends it, each from an address of its own (the call allows a few a minute per address). */
const send = async (body: object, token = '') =>
  (await post(app, '/api/common/businessCooperation', body, { token, ip: randomIp() })).json();

describe('关于我们 and 商务合作', () => {
  it('shows the written pages at first, and what an operator saves next, rendered from Markdown with HTML kept as text', async () => {
    const about = await page('about_us');
    expect(about).toMatchObject({ name: 'about_us', title: '关于我们' });
    expect(about.content).toContain('<h2>关于 vce期货</h2>');
    expect(about.content).toContain('不构成投资建议');
    // The site's own path stays in the tab.
    expect(about.content).toContain('<a href="/businessCooperation">商务合作</a>');
    expect((await page('business_cooperation')).content).toContain('<strong>讲师与课程</strong>');

    const markdown = (await call('/api/admin/pages/show', operator)).data;
    const saved = await call('/api/admin/pages/update', operator, {
      ...markdown,
      about_us:
        '## 我们是谁\n\n一群做了十年期货的人。<script>alert(1)</script>\n\n[看看课程](javascript:alert(1)) [上期所](https://www.shfe.com.cn/)',
    });
    expect(saved).toMatchObject({ code: Code.SUCCESS });
    const shown = (await page('about_us')).content;
    expect(shown).toContain('<h2>我们是谁</h2>');
    expect(shown).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown).not.toContain('<script');
    expect(shown).not.toMatch(/href="javascript/);
    expect(shown).toContain(
      '<a href="https://www.shfe.com.cn/" target="_blank" rel="noopener noreferrer nofollow">上期所</a>',
    );
    const [audit] = await app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(audit).toMatchObject({
      call: '/api/admin/pages/update',
      target: 'pages',
      before: { about_us: markdown.about_us },
    });
    expect(Object.keys(audit!.after as object)).toEqual(['about_us']);
  });

  it('refuses an unknown page and an empty text, changing nothing', async () => {
    expect(await call('/api/common/sitePage', '', { name: 'careers' })).toMatchObject({
      code: Code.FAIL,
      msg: '页面不存在',
    });
    const before = (await call('/api/admin/pages/show', operator)).data;
    expect(await call('/api/admin/pages/update', operator, { ...before, business_cooperation: '   ' })).toMatchObject({
      code: Code.FAIL,
      msg: '请填写商务合作说明',
    });
    expect((await call('/api/admin/pages/show', operator)).data).toEqual(before);
  });

  it("files a visitor's request in the inbox, where an operator follows it up once", async () => {
    const trader = await createUser(app);
    const sent = await send(request({ company: undefined }), trader.token);
    expect(sent).toMatchObject({ code: Code.SUCCESS, data: { id: expect.any(Number) } });
    const inbox = (await call('/api/admin/cooperation/list', operator, { status: 'new', limit: 100 })).data;
    expect(inbox.list.find((row: { id: number }) => row.id === sent.data.id)).toMatchObject({
      name: '王经理',
      company: '',
      kind: 'teaching',
      user_id: trader.user.id,
      status: 'new',
    });

    const handled = await call('/api/admin/cooperation/handle', operator, {
      id: sent.data.id,
      note: ' 已电话沟通，约下周面谈 ',
    });
    expect(handled).toMatchObject({ code: Code.SUCCESS, data: { status: 'handled', note: '已电话沟通，约下周面谈' } });
    expect(await call('/api/admin/cooperation/handle', operator, { id: sent.data.id, note: '再次跟进' })).toMatchObject(
      {
        code: Code.FAIL,
        msg: msg.cooperationHandled,
      },
    );
    expect(await call('/api/admin/cooperation/handle', operator, { id: 99_999_999, note: '跟进' })).toMatchObject({
      msg: msg.cooperationUnknown,
    });
    const handledList = (await call('/api/admin/cooperation/list', operator, { status: 'handled' })).data;
    expect(handledList.list.map((row: { id: number }) => row.id)).toContain(sent.data.id);
  });

  it.each([
    ['no name', { name: ' ' }, '请填写联系人'],
    ['a wrong phone', { mobile: '12345' }, msg.phoneInvalid],
    ['no kind', { kind: 'stocks' }, '请选择合作类型'],
    ['a message too short', { message: '合作' }, '合作说明至少10个字'],
    ['a message too long', { message: '合'.repeat(501) }, '合作说明不能超过500个字符'],
  ])('refuses a request with %s, storing nothing', async (_case, extra, message) => {
    const before = await app.db.select().from(cooperationRequests);
    expect(await send(request(extra))).toMatchObject({ code: Code.FAIL, msg: message });
    expect(await app.db.select().from(cooperationRequests)).toHaveLength(before.length);
  });

  it('takes three requests a day from one phone', async () => {
    const body = request();
    for (let i = 0; i < 3; i++) expect((await send(body)).code).toBe(Code.SUCCESS);
    expect(await send(body)).toMatchObject({ code: Code.FAIL, msg: msg.cooperationDailyLimit });
    const rows = await app.db.select().from(cooperationRequests).where(eq(cooperationRequests.mobile, body.mobile));
    expect(rows).toHaveLength(3);
  });
});
