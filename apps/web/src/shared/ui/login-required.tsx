import { msg } from '@vce/contract/messages';
import { Button, Result } from 'antd';
import { LoginMode, openLogin } from '../login-store';

/** Shown in place of a page that needs a login (spec 001: "you are not logged in" placeholder). */
export function LoginRequired() {
  return (
    <Result
      status="warning"
      title={msg.notLoggedInPlaceholder}
      extra={
        <Button type="primary" onClick={() => openLogin(LoginMode.sms)}>
          去登录
        </Button>
      }
    />
  );
}
