import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('/api/common/init', () => {
  it('answers the site settings inside the envelope', async () => {
    const res = await post(app, '/api/common/init');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 1, data: { grey_mode: 0, setPasswordTip: 0 } });
    expect(typeof body.time).toBe('number');
  });
});
