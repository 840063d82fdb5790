import { bindPhone } from '@vce/contract/account-wechat';
import { msg } from '@vce/contract/messages';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/api';
import { getServiceCode, getVisitorId } from '../../../shared/visitor';
import { finishLogin } from './finish-login';
import { PhoneCodeFields } from './phone-code-fields';

/** Mode 6: the scanned WeChat identity is bound to the phone a bind_phone code proves, then logged in. */
export function BindPhoneForm({ openid, returnTo }: { openid: string; returnTo: string | null }) {
  const [form] = Form.useForm();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (values: { mobile: string; captcha: string }) => {
    setIsSubmitting(true);
    try {
      const body = { ...values, openid, platform: 'WechatWeb' as const, uuid: getVisitorId() };
      finishLogin(await api.call(bindPhone, { ...body, service_code: getServiceCode() || undefined }), returnTo);
    } catch {
      setIsSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" aria-label="绑定手机号">
      <p className="muted">请绑定手机号，完成微信登录</p>
      <PhoneCodeFields form={form} event="bind_phone" />
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        绑定并登录
      </Button>
    </Form>
  );
}

/** Mode 6 with no WeChat identity to bind (a 4002 after a reload, say): scan again. */
export function WechatIdentityMissing({ onRescan }: { onRescan(): void }) {
  return (
    <div className="wechat-identity-missing">
      <p>{msg.wechatOpenidInvalid}</p>
      <Button type="primary" block onClick={onRescan}>
        重新扫码
      </Button>
    </div>
  );
}
