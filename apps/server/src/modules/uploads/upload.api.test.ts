import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/harness';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  ({ token } = await createUser(app));
});
afterAll(() => app.close());

/** A multipart body with one file part, as a browser's FormData sends it. */
function uploadFile(bytes: Buffer, input: { filename?: string; type?: string; field?: string; token?: string } = {}) {
  const boundary = '----vceTestBoundary7MA4YWxkTrZu0gW';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${input.field ?? 'file'}"; ` +
    `filename="${input.filename ?? 'photo.png'}"\r\nContent-Type: ${input.type ?? 'image/png'}\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: input.token ?? token },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8161d' } })
    .withExif({ IFD0: { Copyright: 'secret-location-data' } })
    .png()
    .toBuffer();

describe('/api/common/upload', () => {
  it('re-encodes a real PNG without its metadata and serves it back', async () => {
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const body = (await uploadFile(original)).json();
    expect(body).toMatchObject({ code: Code.SUCCESS, msg: msg.uploadSuccess });
    expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(body.data.fullurl).toBe(`http://localhost${body.data.url}`);
    const served = await app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-location-data')).toBe(false);
  });

  it('refuses an HTML file renamed .png', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const body = (await uploadFile(html, { filename: 'evil.png', type: 'image/png' })).json();
    expect(body).toMatchObject({ code: Code.FAIL, msg: msg.uploadTypeInvalid });
  });

  it('refuses a file over 5 MiB with a Chinese message', async () => {
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    const res = await uploadFile(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: Code.FAIL, msg: msg.uploadTooLarge });
  });

  it('refuses an image over the pixel limit', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await uploadFile(huge)).json()).toMatchObject({ code: Code.FAIL, msg: msg.uploadTooManyPixels });
  });

  it('needs a login and the file field', async () => {
    const png = await photoWithExif();
    expect((await uploadFile(png, { token: '' })).json().code).toBe(Code.NEED_LOGIN);
    expect((await uploadFile(png, { field: 'image' })).json().msg).toBe(msg.uploadRequired);
  });

  it('serves only names the server chose', async () => {
    expect((await app.inject({ method: 'GET', url: '/uploads/..%2Fpglite' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(
      404,
    );
  });

  it('leaves JSON calls outside the upload context untouched by multipart', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/index',
      headers: { 'content-type': 'multipart/form-data; boundary=x', token },
    });
    expect(res.statusCode).toBe(415);
  });
});
