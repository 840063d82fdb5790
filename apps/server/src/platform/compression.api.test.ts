import zlib from 'node:zlib';
import { kline, symbolList } from '@vce/contract/market';
import { commonInit } from '@vce/contract/shell';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ask = (path: string, acceptEncoding?: string, body: object = {}) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

const decoded = (response: Awaited<ReturnType<typeof ask>>) => {
  const encoding = response.headers['content-encoding'];
  const bytes = response.rawPayload;
  const text =
    encoding === 'br'
      ? zlib.brotliDecompressSync(bytes).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(bytes).toString()
        : bytes.toString();
  return JSON.parse(text) as { code: number; data: unknown };
};

describe('compressed answers', () => {
  it('sends a cached hot read brotli-compressed, gzip to a client without brotli, plain to one taking neither', async () => {
    const plain = await ask(symbolList.path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await ask(symbolList.path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decoded(br).data).toEqual(decoded(plain).data);

    const gzip = await ask(symbolList.path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).data).toEqual(decoded(plain).data);

    // q=0 refuses an encoding.
    expect((await ask(symbolList.path, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await ask(symbolList.path, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large answer computed per request', async () => {
    const body = { symbol: 'rb', period: '1d', limit: 200 };
    const plain = await ask(kline.path, undefined, body);
    const br = await ask(kline.path, 'br', body);
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br).code).toBe(1);
    expect(decoded(br).data).toEqual(decoded(plain).data);
  });

  it('leaves an answer under a kilobyte as it is', async () => {
    const small = await ask('/api/common/getSocketUrl', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(1);
  });

  it('answers the init call (cached, over a kilobyte) compressed with the same data', async () => {
    const plain = await ask(commonInit.path);
    const br = await ask(commonInit.path, 'br');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br).data).toEqual(decoded(plain).data);
  });

  it('answers a new account its own init (computed, not cached) compressed as well', async () => {
    const { token } = await createUser(app);
    const answer = await app.inject({
      method: 'POST',
      url: commonInit.path,
      payload: { is_register: 1 },
      headers: { 'accept-encoding': 'br', token },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).code).toBe(1);
  });
});
