import { Modal } from 'antd';
import { closeLogin, LoginMode, useLoginDialog } from '../../shared/login-store';

const modeTitles: Record<LoginMode, string> = {
  [LoginMode.password]: '密码登录',
  [LoginMode.sms]: '验证码登录',
  [LoginMode.register]: '注册',
  [LoginMode.setPassword]: '设置密码',
  [LoginMode.wechat]: '微信扫码登录',
  [LoginMode.bindPhone]: '绑定手机号',
  [LoginMode.resetPassword]: '找回密码',
};

/**
 * The login dialog, opened in a given mode by the header, guards and the API client.
 * The forms of each mode arrive with the accounts work; until then it says so plainly.
 */
export function LoginDialog() {
  const { open, mode } = useLoginDialog();
  return (
    <Modal open={open} onCancel={closeLogin} footer={null} width={420} title="登录 vce期货" destroyOnHidden>
      <div data-testid="login-dialog" data-mode={mode}>
        <h3>{modeTitles[mode]}</h3>
        <p className="muted">账号登录功能正在接入中，敬请期待。</p>
      </div>
    </Modal>
  );
}
