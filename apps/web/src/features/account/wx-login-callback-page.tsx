import { paths } from '@vce/contract/routes';
import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginWithWechatCode, type WxLoginCallbackMessage, wxLoginCallbackType } from './login/wechat-web-login';

/**
 * /wxLoginCallback, where WeChat's website OAuth returns with `code`: in the popup the login dialog
 * opened, the code goes to that window and the popup closes; opened on its own, the page logs in
 * itself and continues on the home page, or on /bindMobile for an identity with no phone (never
 * reloading this single-use code). Without a code it explains that nothing can be finished.
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
    if (!code) return;
    void loginWithWechatCode(code, paths.home, (openid) =>
      navigate(paths.bindMobile(openid, paths.home), { replace: true }),
    );
  }, [code, navigate]);

  // Opened by hand without WeChat's code: nothing to finish, say so instead of leaving silently.
  if (!code) {
    return (
      <Result
        status="warning"
        title="缺少微信授权信息"
        subTitle="请回到登录窗口重新扫码或授权登录"
        extra={<Link to={paths.home}>返回首页</Link>}
      />
    );
  }
  return (
    <div className="wx-login-callback">
      <Spin /> 正在完成微信登录…
    </div>
  );
}
