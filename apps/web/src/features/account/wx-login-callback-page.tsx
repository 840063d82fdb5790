import { paths } from '@vce/contract/routes';
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginWithWechatCode, type WxLoginCallbackMessage, wxLoginCallbackType } from './login/wechat-web-login';

/**
 * /wxLoginCallback, where WeChat's website OAuth returns with `code`: in the popup the login dialog
 * opened, the code goes to that window and the popup closes; opened on its own, the page logs in
 * itself and continues on the home page (never reloading this single-use code).
 */
export default function WxLoginCallbackPage() {
  const code = useSearchParams()[0].get('code');
  const navigate = useNavigate();
  // A code is single use: handled once, even when React runs the effect twice.
  const isHandled = useRef(false);

  useEffect(() => {
    if (isHandled.current) return;
    isHandled.current = true;
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      if (code) {
        const message: WxLoginCallbackMessage = { type: wxLoginCallbackType, code };
        opener.postMessage(message, window.location.origin);
      }
      window.close();
      return;
    }
    navigate(paths.home, { replace: true });
    if (code) void loginWithWechatCode(code, paths.home);
  }, [code, navigate]);

  return (
    <div className="wx-login-callback">
      <Spin /> 正在完成微信登录…
    </div>
  );
}
