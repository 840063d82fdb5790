import { msg } from '@vce/contract/messages';
import { App } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { LoginMode, openLogin } from '../../shared/login-store';
import { isSignedIn } from '../../shared/session';
import { LoginRequired } from '../../shared/ui/login-required';

/** Protected pages (spec 000 §5): a guest is told 请登录后操作 and the login dialog opens. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const isGuest = !isSignedIn();
  useEffect(() => {
    if (!isGuest) return;
    void message.warning(msg.needLogin);
    openLogin(LoginMode.sms);
  }, [isGuest, message]);
  return isGuest ? <LoginRequired /> : children;
}
