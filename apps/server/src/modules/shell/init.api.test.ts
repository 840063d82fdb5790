import { commonInit } from '@vce/contract/shell';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/shell';
import { SETTINGS_CHANGED } from '../../platform/settings';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const initOf = async (body: Record<string, unknown> = {}, options: { token?: string; form?: boolean } = {}) => {
  const res = await post(app, '/api/common/init', body, options);
  expect(res.statusCode).toBe(200);
  const envelope = res.json();
  expect(envelope.code).toBe(1);
  return commonInit.data.parse(envelope.data);
};

describe('/api/common/init', () => {
  it('answers the site settings inside the envelope', async () => {
    const res = await post(app, '/api/common/init');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 1, data: { grey_mode: 0, setPasswordTip: 0 } });
    expect(typeof body.time).toBe('number');
    expect(() => commonInit.data.parse(body.data)).not.toThrow();
  });

  it('answers the popup and activity settings a fresh install ships with', async () => {
    const data = await initOf();
    expect(data.app_index_image.pc_image).not.toBe('');
    expect(data.giveLiveTimeConfig.giveLiveTimeTip).not.toBe('');
    expect(data.qiyou_activity_status).toBe(1);
    expect(data.site.site_name).not.toBe('');
  });

  it('asks a new user without a password to set one', async () => {
    const { token } = await createUser(app);
    expect((await initOf({ is_register: 1 }, { token })).setPasswordTip).toBe(1);
    expect((await initOf({ is_register: '1' }, { token, form: true })).setPasswordTip).toBe(1);
  });

  it('does not ask for a password outside of registration', async () => {
    const { token } = await createUser(app);
    expect((await initOf({}, { token })).setPasswordTip).toBe(0);
    expect((await initOf({ is_register: 0 }, { token })).setPasswordTip).toBe(0);
  });

  it('does not ask a user who has a password', async () => {
    const { token } = await createUser(app, { passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA' });
    expect((await initOf({ is_register: 1 }, { token })).setPasswordTip).toBe(0);
  });

  it('does not ask a guest, even with is_register', async () => {
    expect((await initOf({ is_register: 1 })).setPasswordTip).toBe(0);
    expect((await initOf({ is_register: 1 }, { token: 'garbage' })).setPasswordTip).toBe(0);
  });

  it('refuses an is_register that is not a flag', async () => {
    const res = await post(app, '/api/common/init', { is_register: 'yes' });
    expect(res.json()).toMatchObject({ code: 0, msg: expect.stringContaining('注册标记') });
  });

  it('follows an operator turning grey mode on once the change is announced', async () => {
    expect((await initOf()).grey_mode).toBe(0);
    await app.db.update(siteSettings).set({ value: 1 }).where(eq(siteSettings.key, 'grey_mode'));
    app.bus.publish(SETTINGS_CHANGED, null);
    expect((await initOf()).grey_mode).toBe(1);
    const { token } = await createUser(app);
    expect((await initOf({ is_register: 1 }, { token })).grey_mode).toBe(1);
  });
});
