import { currentAgreementVersion } from '@vce/contract/account-fields';
import { msg } from '@vce/contract/messages';
import { agreementList, agreementNames, getAgreement } from '@vce/contract/shell-agreements';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../../db/schema/shell';
import { createTestApp, post, type TestApp } from '../../test/harness';
import { announceAgreementsChanged } from './agreement-routes';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const seeded = [
  { name: agreementNames.vip, title: 'VIP会员服务协议' },
  { name: agreementNames.aiRule, title: 'AI助手使用规则' },
  { name: agreementNames.privacyGuideline, title: '个人信息保护指引' },
  { name: agreementNames.userAgreement, title: '用户协议' },
];

const fetchAgreement = async (body: unknown, form = false) => {
  const res = await post(app, getAgreement.path, body, { form });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; msg: string; data: unknown };
};

describe('/api/common/getAgreement', () => {
  it.each(seeded)('answers $name with its title, version and sanitised text', async ({ name, title }) => {
    const answer = await fetchAgreement({ name });
    expect(answer.code).toBe(1);
    const agreement = getAgreement.data.parse(answer.data);
    expect(agreement).toMatchObject({ name, title });
    expect(agreement.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(agreement.update_time).toBeGreaterThan(0);
    expect(agreement.content).toContain('<h2>');
    expect(agreement.content).toContain('示例文本');
    expect(agreement.content.replace(/<[^>]+>/g, '').length).toBeGreaterThan(300);
    expect(agreement.content).not.toMatch(/<script|\son\w+=/i);
  });

  it('gives the personal-information guideline the consent version of the login dialog', async () => {
    const answer = await fetchAgreement({ name: agreementNames.privacyGuideline }, true);
    expect(getAgreement.data.parse(answer.data).version).toBe(currentAgreementVersion);
  });

  it('refuses an unknown name with a Chinese message', async () => {
    expect(await fetchAgreement({ name: 'no_such_agreement' })).toMatchObject({
      code: 0,
      msg: msg.agreementUnknown,
      data: null,
    });
  });

  it.each([
    [{}, '协议名称不能为空'],
    [{ name: '' }, '协议名称不能为空'],
    [{ name: 'a'.repeat(33) }, '协议名称不能超过32个字符'],
    [{ name: '../etc/passwd' }, msg.agreementNameInvalid],
    [{ name: '<script>alert(1)</script>' }, msg.agreementNameInvalid],
    [{ name: 'vip xieyi' }, msg.agreementNameInvalid],
    [{ name: '会员协议' }, msg.agreementNameInvalid],
    [{ name: 42 }, '协议名称格式不正确'],
    [{ name: { $ne: '' } }, '协议名称格式不正确'],
  ])('refuses the bad input %j with code 0 and a Chinese message', async (body, message) => {
    expect(await fetchAgreement(body)).toMatchObject({ code: 0, msg: message });
  });
});

describe('/api/common/agreementList', () => {
  it('lists the four agreements by name, title and version, without their text', async () => {
    const res = await post(app, agreementList.path);
    expect(res.json().code).toBe(1);
    const list = agreementList.data.parse(res.json().data);
    expect(list.map(({ name, title }) => ({ name, title }))).toEqual(seeded);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(['name', 'title', 'update_time', 'version']);
  });
});

describe('an agreement changed in the database', () => {
  it('is served once the change is announced, with scripts and event handlers removed', async () => {
    await app.db.insert(agreements).values({
      name: 'unsafe_demo',
      title: '测试协议',
      version: '2026-11-25',
      content:
        '<h2 onclick="steal()">一、条款</h2><script>alert(1)</script><p>正文<img src=x onerror="alert(2)"></p>' +
        '<p><a href="javascript:alert(3)">链接</a><a href="/vipV2" onmouseover="x()">会员</a></p><style>p{}</style>',
      sort: 99,
    });
    await announceAgreementsChanged(app.bus);
    try {
      const answer = await fetchAgreement({ name: 'unsafe_demo' });
      expect(answer.code).toBe(1);
      const { content } = getAgreement.data.parse(answer.data);
      expect(content).toContain('<h2>一、条款</h2>');
      expect(content).toContain('正文');
      expect(content).toContain('href="/vipV2"');
      expect(content).not.toMatch(/<script|<img|<style|onerror|onclick|onmouseover|javascript:|alert/i);
    } finally {
      await app.db.delete(agreements).where(eq(agreements.name, 'unsafe_demo'));
      await announceAgreementsChanged(app.bus);
    }
    expect(await fetchAgreement({ name: 'unsafe_demo' })).toMatchObject({ code: 0, msg: msg.agreementUnknown });
  });
});
