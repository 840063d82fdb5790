import { webChatAppLogin, webWechatAppLogin } from '@vce/contract/account-wechat';
import { paths } from '@vce/contract/routes';
import { useEffect } from 'react';
import { api } from '../../../shared/api/api';
import { applyWechatResult, type BindPhoneStep } from './wechat-result';

/** What the /wxLoginCallback page posts to the window that opened it (spec 000 §4). */
export const wxLoginCallbackType = 'wxLoginCallback';
export interface WxLoginCallbackMessage {
  type: typeof wxLoginCallbackType;
  code: string;
}

/**
 * Website WeChat login: WeChat's authorise page (or the dev stand-in's) in a popup that returns to
 * /wxLoginCallback. Without a popup (blocked) the whole page goes there and back.
 */
export async function openWechatAuthorizeWindow() {
  // Opened within the click, before the call, so that popup blockers let it through.
  const popup = window.open('', 'wechat-login', 'width=620,height=660');
  try {
    const url = new URL(paths.wxLoginCallback, window.location.origin).href;
    const { authorize_url } = await api.call(webWechatAppLogin, { url });
    if (popup) popup.location.href = authorize_url;
    else window.location.assign(authorize_url);
  } catch {
    popup?.close();
  }
}

/** Logs in with a website OAuth code: logged in, or on to bind a phone (the dialog's mode 6 unless told). */
export async function loginWithWechatCode(code: string, returnTo: string | null, bindPhone?: BindPhoneStep) {
  try {
    applyWechatResult(await api.call(webChatAppLogin, { code }), returnTo, bindPhone);
  } catch {
    // Shown by the API client.
  }
}

/** The login dialog's side of the callback: a code from a same-origin callback page logs in. */
export function useWxLoginCallbackMessage(returnTo: string | null) {
  useEffect(() => {
    const onMessage = (event: MessageEvent<Partial<WxLoginCallbackMessage> | null>) => {
      if (event.origin !== window.location.origin || event.data?.type !== wxLoginCallbackType) return;
      if (typeof event.data.code === 'string') void loginWithWechatCode(event.data.code, returnTo);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [returnTo]);
}
