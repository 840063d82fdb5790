import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../test/harness';

const indexHtml = '<!doctype html><head><title>vce</title></head><div id="root"></div>';
const consoleHtml = '<!doctype html><head><title>vce 运营后台</title></head><div id="root"></div>';
// As the build lists them (apps/web/build/route-preloads.ts): a page's own chunks and stylesheets.
const preloads = {
  '/signal': {
    scripts: ['assets/signal-page-1a2b.js', 'assets/table-3c4d.js'],
    styles: ['assets/signal-page-5e6f.css'],
  },
};
// The console's build lists its sections' own.
const consolePreloads = { '/admin/orders': { scripts: ['assets/orders-page-9c0d.js'], styles: [] } };
let app: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vce-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  // As the build writes it (vite.config.ts): compressed beside the file.
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(indexHtml));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'route-preloads.json'), JSON.stringify(preloads));
  fs.writeFileSync(path.join(webDist, 'console.html'), consoleHtml);
  fs.writeFileSync(path.join(webDist, 'console-preloads.json'), JSON.stringify(consolePreloads));
  app = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers any page path with the SPA and its security headers, never cached', async () => {
    for (const url of ['/', '/bbasV3/details?symbol=rb', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the page brotli-compressed to a client that takes it, and plain to one that does not', async () => {
    const compressed = await app.inject({ method: 'GET', url: '/bbasV3', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(indexHtml);
    const plain = await app.inject({ method: 'GET', url: '/bbasV3', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it("puts a page's own chunks in its head as preloads, compressed or plain, and none on a path of no page", async () => {
    const links =
      '<link rel="modulepreload" crossorigin href="/assets/signal-page-1a2b.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/table-3c4d.js">' +
      '<link rel="preload" as="style" crossorigin href="/assets/signal-page-5e6f.css">';
    const withPreloads = indexHtml.replace('</head>', `${links}</head>`);
    const compressed = await app.inject({ method: 'GET', url: '/signal?x=1', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toContain("script-src 'self'");
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(withPreloads);
    const plain = await app.inject({ method: 'GET', url: '/signal' });
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.body).toBe(withPreloads);
    expect((await app.inject({ method: 'GET', url: '/signal/other' })).body).toBe(indexHtml);
    expect((await app.inject({ method: 'GET', url: '/constructor' })).body).toBe(indexHtml);
  });

  it("answers the console's paths with the console's document, a section with its preloads, and no other path with it", async () => {
    for (const url of ['/admin', '/admin/users', '/admin/courses/12'])
      expect((await app.inject({ method: 'GET', url })).body, url).toBe(consoleHtml);
    const section = await app.inject({
      method: 'GET',
      url: '/admin/orders?state=paid',
      headers: { 'accept-encoding': 'br' },
    });
    expect(section.headers['content-security-policy']).toContain("script-src 'self'");
    expect(section.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(section.rawPayload).toString()).toBe(
      consoleHtml.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/orders-page-9c0d.js"></head>',
      ),
    );
    for (const url of ['/administrators', '/signal/admin'])
      expect((await app.inject({ method: 'GET', url })).body, url).toBe(indexHtml);
  });

  it('lets the WeChat login popup keep its opener: popups allowed, no opener policy on /wxLoginCallback', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const callback = await app.inject({ method: 'GET', url: '/wxLoginCallback?code=abc&state=1' });
    expect(callback.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(callback.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets cacheable for a year, without validators a client would never use', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers).not.toHaveProperty('etag');
    expect(res.headers).not.toHaveProperty('last-modified');
    expect(res.headers).not.toHaveProperty('accept-ranges');
  });

  it('keeps API answers as JSON envelopes, without the page headers', async () => {
    const res = await post(app, '/api/common/init');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json().code).toBe(1);
    const missing = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.json().code).toBe(0);
  });
});
