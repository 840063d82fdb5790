const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Testers' ready-made identities; any other openid can be typed. */
const presets = [
  { openid: 'dev-openid-alice', nickname: '微信用户Alice' },
  { openid: 'dev-openid-bob', nickname: '微信用户Bob' },
  { openid: 'dev-openid-carol', nickname: '微信用户Carol' },
];

export const devPageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
};

/**
 * The identity picker of the dev WeChat stand-in: a form posting openid and nickname to `action`
 * with the hidden fields given (the ticket, or the OAuth return address and state).
 */
export function renderIdentityPicker(input: { title: string; action: string; hidden: Record<string, string> }) {
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const quick = presets
    .map(
      (p) =>
        `<form method="post" action="${escapeHtml(input.action)}">${hidden}` +
        `<input type="hidden" name="openid" value="${escapeHtml(p.openid)}">` +
        `<input type="hidden" name="nickname" value="${escapeHtml(p.nickname)}">` +
        `<button type="submit">以 ${escapeHtml(p.nickname)} 确认登录</button></form>`,
    )
    .join('');
  return page(
    input.title,
    `<p>WECHAT_PROVIDER=dev：这是开发环境的微信替身（development WeChat stand-in），不会连接真实微信。` +
      `请选择或输入一个微信身份并确认。</p><h2>常用身份</h2>${quick}` +
      `<h2>自定义身份</h2><form method="post" action="${escapeHtml(input.action)}">${hidden}` +
      `<label>openid <input name="openid" required maxlength="64" pattern="[A-Za-z0-9_-]+"></label> ` +
      `<label>昵称 <input name="nickname" maxlength="32"></label> <button type="submit">确认登录</button></form>`,
  );
}

export const renderMessage = (title: string, text: string) => page(title, `<p>${escapeHtml(text)}</p>`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(title)} · development WeChat stand-in</title>` +
  `<style>body{font:15px sans-serif;margin:24px;max-width:560px}form{margin:8px 0}button{padding:6px 14px}` +
  `h1{color:#07c160}</style></head><body><h1>${escapeHtml(title)}（开发替身）</h1>${body}</body></html>`;
