import { paths } from '@vce/contract/routes';
import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LoginMode, openLogin } from '../../shared/login-store';
import { isSignedIn } from '../../shared/session';
import { BindPhoneForm, WechatIdentityMissing } from './login/bind-phone-form';
import './bind-mobile.css';

/**
 * /bindMobile: the login dialog's mode 6 as a page, where a website WeChat login that came back on
 * its own (no login window to return to) binds a phone to the WeChat identity, then goes on to `path`.
 */
export default function BindMobilePage() {
  const [params] = useSearchParams();
  const openid = params.get('openid') ?? '';
  const path = params.get('path');
  const returnTo = path?.startsWith('/') && !path.startsWith('//') ? path : paths.home;
  if (isSignedIn())
    return (
      <Result
        status="success"
        title="您已登录"
        extra={
          <Button type="primary">
            <Link to={returnTo}>继续浏览</Link>
          </Button>
        }
      />
    );
  return (
    <section className="bind-mobile-page" aria-labelledby="bind-mobile-title">
      <h1 id="bind-mobile-title">绑定手机号</h1>
      {openid ? (
        <BindPhoneForm openid={openid} returnTo={returnTo} />
      ) : (
        <WechatIdentityMissing onRescan={() => openLogin(LoginMode.wechat, returnTo)} />
      )}
    </section>
  );
}
