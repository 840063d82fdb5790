import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';

const suite = consoleTestApp(['editor']);

const readerSees = (name: string) => suite.call('/api/common/getAgreement', '', { name });
const lastAudit = async () => (await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0]!;
const riskNotice = {
  name: 'risk_notice',
  title: '期货交易风险提示',
  version: 'v1.0',
  sort: 50,
  content_html:
    '<h2>风险提示</h2><p>期货交易实行<strong>保证金</strong>制度，亏损可能超过本金。</p><script>alert(1)</script><p onclick="x()">请量力而行。</p>',
};

describe('协议', () => {
  it('lists the agreements, those the site’s pages link to marked as such', async () => {
    const { list } = (await suite.call('/api/admin/agreements/list', suite.tokens.editor)).data;
    expect(list.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['vip_xieyi', 'ai_rule', 'privacy_guideline', 'user_agreement']),
    );
    expect(list.every((row: { is_linked: boolean }) => row.is_linked)).toBe(true);
  });

  it('adds an agreement readers find at its name, its text sanitised; a name is taken once', async () => {
    const created = await suite.call('/api/admin/agreements/create', suite.tokens.editor, riskNotice);
    expect(created).toMatchObject({ code: Code.SUCCESS, data: { name: 'risk_notice', is_linked: false } });
    expect(created.data.content_html).toBe(
      '<h2>风险提示</h2><p>期货交易实行<strong>保证金</strong>制度，亏损可能超过本金。</p><p>请量力而行。</p>',
    );
    expect((await readerSees('risk_notice')).data).toMatchObject({ title: '期货交易风险提示', version: 'v1.0' });
    expect((await suite.call('/api/common/agreementList', '')).data.map((row: { name: string }) => row.name)).toContain(
      'risk_notice',
    );
    expect(
      await suite.call('/api/admin/agreements/create', suite.tokens.editor, { ...riskNotice, title: '另一份' }),
    ).toMatchObject({
      code: Code.FAIL,
      msg: msg.agreementNameTaken,
    });
    expect(await lastAudit()).toMatchObject({
      call: '/api/admin/agreements/create',
      role: 'editor',
      target: 'risk_notice',
    });
  });

  it('rewrites an agreement: readers see the new version at once, and the audit keeps both', async () => {
    const before = (await suite.call('/api/admin/agreements/show', suite.tokens.editor, { name: 'user_agreement' }))
      .data;
    const saved = await suite.call('/api/admin/agreements/update', suite.tokens.editor, {
      name: 'user_agreement',
      title: before.title,
      version: 'v9.0',
      sort: before.sort,
      content_html: '<p>第一条 本协议自2026年12月起施行。</p>',
    });
    expect(saved).toMatchObject({ code: Code.SUCCESS, data: { version: 'v9.0' } });
    expect((await readerSees('user_agreement')).data).toMatchObject({
      version: 'v9.0',
      content: '<p>第一条 本协议自2026年12月起施行。</p>',
    });
    expect(await lastAudit()).toMatchObject({
      call: '/api/admin/agreements/update',
      before: { version: before.version },
      after: { version: 'v9.0' },
    });
  });

  it('deletes an agreement no page links to, and keeps those the pages do', async () => {
    await suite.call('/api/admin/agreements/create', suite.tokens.editor, { ...riskNotice, name: 'old_notice' });
    expect(await suite.call('/api/admin/agreements/delete', suite.tokens.editor, { name: 'vip_xieyi' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.agreementLinked,
    });
    expect((await readerSees('vip_xieyi')).code).toBe(Code.SUCCESS);
    expect((await suite.call('/api/admin/agreements/delete', suite.tokens.editor, { name: 'old_notice' })).code).toBe(
      Code.SUCCESS,
    );
    expect(await readerSees('old_notice')).toMatchObject({ code: Code.FAIL, msg: msg.agreementUnknown });
  });

  it('refuses a name that is not a slug, an empty text, and an unknown agreement', async () => {
    expect(
      await suite.call('/api/admin/agreements/create', suite.tokens.editor, { ...riskNotice, name: '风险/提示' }),
    ).toMatchObject({
      msg: expect.stringContaining(msg.agreementNameInvalid),
    });
    expect(
      await suite.call('/api/admin/agreements/create', suite.tokens.editor, {
        ...riskNotice,
        name: 'empty_one',
        content_html: '',
      }),
    ).toMatchObject({
      msg: expect.stringContaining('请填写协议正文'),
    });
    expect(
      await suite.call('/api/admin/agreements/update', suite.tokens.editor, { ...riskNotice, name: 'no_such' }),
    ).toMatchObject({
      msg: msg.agreementUnknown,
    });
  });
});
