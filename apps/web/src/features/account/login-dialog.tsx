import { msg } from '@vce/contract/messages';
import { Modal } from 'antd';
import { useState } from 'react';
import { LoginMode, openLogin, closeLogin, useLoginDialog } from '../../shared/login-store';
import { BindPhoneForm, WechatIdentityMissing } from './login/bind-phone-form';
import { ConsentCheckbox, ConsentGuideline } from './login/consent';
import type { LoginFormProps } from './login/login-form-props';
import { PasswordForm } from './login/password-form';
import { ResetPasswordForm } from './login/reset-password-form';
import { SetPasswordForm } from './login/set-password-form';
import { SmsLoginForm } from './login/sms-login-form';
import { WechatQrLogin } from './login/wechat-qr-login';
import { useWxLoginCallbackMessage } from './login/wechat-web-login';
import { toast } from '../../shared/ui/feedback';

const modeTitles: Record<LoginMode, string> = {
  [LoginMode.password]: '密码登录',
  [LoginMode.sms]: '验证码登录',
  [LoginMode.register]: '注册',
  [LoginMode.setPassword]: '设置密码',
  [LoginMode.wechat]: '微信扫码登录',
  [LoginMode.bindPhone]: '绑定手机号',
  [LoginMode.resetPassword]: '找回密码',
};

/** The modes whose submit needs the consent box ticked (spec 000 §5). */
const consentModes: LoginMode[] = [LoginMode.password, LoginMode.sms, LoginMode.register, LoginMode.wechat];

/** Links to the other modes shown under each form. */
const modeLinks: Partial<Record<LoginMode, LoginMode[]>> = {
  [LoginMode.sms]: [LoginMode.password, LoginMode.register, LoginMode.wechat],
  [LoginMode.password]: [LoginMode.sms, LoginMode.resetPassword, LoginMode.register],
  [LoginMode.register]: [LoginMode.sms, LoginMode.password],
  [LoginMode.wechat]: [LoginMode.sms, LoginMode.password],
  [LoginMode.bindPhone]: [LoginMode.sms],
  [LoginMode.resetPassword]: [LoginMode.password, LoginMode.sms],
};

/**
 * The login dialog in its seven modes (spec 000 §2, §4), opened by the header, guards and the API
 * client. Switching mode remounts the form, so every form starts empty.
 */
export default function LoginDialog() {
  const { open, mode, returnTo, wechatOpenid } = useLoginDialog();
  const [hasAgreed, setHasAgreed] = useState(false);
  const [isGuidelineOpen, setIsGuidelineOpen] = useState(false);
  useWxLoginCallbackMessage(returnTo);

  const hasConsent = () => {
    if (hasAgreed) return true;
    void toast.error(msg.consentRequired);
    setIsGuidelineOpen(true);
    return false;
  };
  /** Mode 5 needs the consent box ticked first (spec 000 §4). */
  const switchMode = (next: LoginMode) => {
    if (next !== LoginMode.wechat || hasConsent()) openLogin(next, returnTo);
  };
  const formProps: LoginFormProps = { hasConsent, switchMode, returnTo };

  return (
    <Modal open={open} onCancel={closeLogin} footer={null} width={420} title={modeTitles[mode]} destroyOnHidden>
      <div data-testid="login-dialog" data-mode={mode} className="login-dialog">
        {mode === LoginMode.sms || mode === LoginMode.register ? (
          <SmsLoginForm key={mode} isRegister={mode === LoginMode.register} {...formProps} />
        ) : null}
        {mode === LoginMode.password ? <PasswordForm {...formProps} /> : null}
        {mode === LoginMode.setPassword ? <SetPasswordForm /> : null}
        {mode === LoginMode.resetPassword ? <ResetPasswordForm {...formProps} /> : null}
        {mode === LoginMode.wechat ? <WechatQrLogin returnTo={returnTo} /> : null}
        {mode === LoginMode.bindPhone && wechatOpenid ? (
          <BindPhoneForm openid={wechatOpenid} returnTo={returnTo} />
        ) : null}
        {mode === LoginMode.bindPhone && !wechatOpenid ? (
          <WechatIdentityMissing onRescan={() => switchMode(LoginMode.wechat)} />
        ) : null}
        {consentModes.includes(mode) ? (
          <ConsentCheckbox
            checked={hasAgreed}
            onChange={setHasAgreed}
            onOpenGuideline={() => setIsGuidelineOpen(true)}
          />
        ) : null}
        <nav className="login-modes" aria-label="其他登录方式">
          {(modeLinks[mode] ?? []).map((target) => (
            <button key={target} type="button" className="link-button" onClick={() => switchMode(target)}>
              {modeTitles[target]}
            </button>
          ))}
        </nav>
      </div>
      <ConsentGuideline
        open={isGuidelineOpen}
        onClose={() => setIsGuidelineOpen(false)}
        onAgree={() => {
          setHasAgreed(true);
          setIsGuidelineOpen(false);
        }}
      />
    </Modal>
  );
}
