import { msg } from '@vce/contract/messages';
import { type ReactNode, useEffect } from 'react';
import { LoginMode, openLogin } from '../../shared/login-store';
import { isSignedIn } from '../../shared/session';
import { LoginRequired } from '../../shared/ui/login-required';
import { toast } from '../../shared/ui/feedback';

/** Protected pages (spec 000 §5): a guest is told 请登录后操作 and the login dialog opens. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const isGuest = !isSignedIn();
  useEffect(() => {
    if (!isGuest) return;
    void toast.warning(msg.needLogin);
    openLogin(LoginMode.sms);
  }, [isGuest]);
  return isGuest ? <LoginRequired /> : children;
}
