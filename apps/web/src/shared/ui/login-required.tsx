import { msg } from '@vce/contract/messages';
import { Button } from 'antd';
import { LoginMode, openLogin } from '../login-store';
import { WarningNotice } from './warning-notice';

/** Shown in place of a page that needs a login (spec 001: "you are not logged in" placeholder). */
export function LoginRequired() {
  return (
    <WarningNotice
      title={msg.notLoggedInPlaceholder}
      action={
        <Button type="primary" onClick={() => openLogin(LoginMode.sms)}>
          去登录
        </Button>
      }
    />
  );
}
