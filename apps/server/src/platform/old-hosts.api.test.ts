import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    MAIN_HOST: 'www.vce.example.com',
    OLD_HOSTS: 'old.vce.example.com, VCE-OLD.example.com',
  });
});
afterAll(() => app.close());

describe('old host names', () => {
  it('moves a request for an old host to the main host for good, keeping its path and query', async () => {
    for (const host of ['old.vce.example.com', 'vce-old.example.com:8080']) {
      const response = await app.inject({ method: 'GET', url: '/vipV2?from=share&id=3', headers: { host } });
      expect(response.statusCode, host).toBe(301);
      expect(response.headers.location, host).toBe('http://www.vce.example.com/vipV2?from=share&id=3');
    }
  });

  it('serves the main host and any other as before', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'www.vce.example.com' } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses old hosts without a main host to send them to', () => {
    expect(() => loadConfig({ OLD_HOSTS: 'old.vce.example.com' })).toThrow('OLD_HOSTS needs MAIN_HOST');
  });
});
