import { escapeHtml, renderDevPage } from '../../platform/dev-page';

/** Testers' ready-made identities; any other openid can be typed. */
const presets = [
  { openid: 'dev-openid-alice', nickname: '微信用户Alice' },
  { openid: 'dev-openid-bob', nickname: '微信用户Bob' },
  { openid: 'dev-openid-carol', nickname: '微信用户Carol' },
];

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
  renderDevPage({ title, standIn: 'development WeChat stand-in', color: '#07c160', body });
