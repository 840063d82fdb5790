import { randomUUID } from 'node:crypto';
import { getSocketUrl } from '@vce/contract/notices';
import { getNewUserPack } from '@vce/contract/commerce-gifts';
import { getServiceConfig, getUserServiceConfig, pcIndex } from '@vce/contract/shell';
import { socketPaths } from '@vce/contract/socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const dataOf = async (url: string, body: Record<string, unknown> = {}, token?: string) => {
  const res = await post(app, url, body, { token });
  expect(res.statusCode).toBe(200);
  expect(res.json().code).toBe(1);
  return res.json().data;
};

describe('/api/common/getSocketUrl', () => {
  it('answers a ws:// URL of the notification socket on this host', async () => {
    const { url } = getSocketUrl.data.parse(await dataOf('/api/common/getSocketUrl'));
    expect(url).toMatch(/^ws:\/\/[^/]+\/ws\/notice$/);
    expect(url.endsWith(socketPaths.notice)).toBe(true);
  });

  it('answers the configured public URL behind a proxy', async () => {
    const proxied = await createTestApp({ PUBLIC_WS_URL: 'wss://live.example.com/' });
    try {
      const res = await post(proxied, '/api/common/getSocketUrl');
      expect(res.json().data).toEqual({ url: 'wss://live.example.com/ws/notice' });
    } finally {
      await proxied.close();
    }
  });
});

describe('service config', () => {
  it.each([
    ['/service/common/getServiceConfig', getServiceConfig],
    ['/api/user/getServiceConfig', getUserServiceConfig],
  ])('%s answers the floating service button image', async (url, call) => {
    const data = call.data.parse(await dataOf(url, { uuid: randomUUID() }));
    expect(data.button_image).toMatch(/^\//);
  });

  it('answers the same config to a signed-in user', async () => {
    const { token } = await createUser(app);
    const data = await dataOf('/api/user/getServiceConfig', {}, token);
    expect(getUserServiceConfig.data.parse(data).button_image).not.toBe('');
  });
});

describe('home content', () => {
  it('/api/index/pcIndex answers the header ads', async () => {
    const { adHeaderList } = pcIndex.data.parse(await dataOf('/api/index/pcIndex'));
    expect(adHeaderList.length).toBeGreaterThan(0);
    for (const ad of adHeaderList) {
      expect(ad.title).not.toBe('');
      expect(ad.image).not.toBe('');
    }
  });

  it('/api/common/getNewUserPack answers the gift pack items', async () => {
    const items = getNewUserPack.data.parse(await dataOf('/api/common/getNewUserPack'));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['image', 'subtitle', 'title']);
  });
});
