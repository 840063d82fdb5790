/** Pages of the dev stand-ins (WeChat scan, payment cashier): plain server-rendered HTML, no script. */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const devPageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
};

/** A whole page titled as the stand-in it belongs to (`standIn`: "development WeChat stand-in"). */
export const renderDevPage = (input: { title: string; standIn: string; color: string; body: string }) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(input.title)} · ${escapeHtml(input.standIn)}</title>` +
  `<style>body{font:15px sans-serif;margin:24px;max-width:560px}form{margin:8px 0}button{padding:6px 14px}` +
  `h1{color:${input.color}}</style></head><body><h1>${escapeHtml(input.title)}（开发替身）</h1>${input.body}</body></html>`;
