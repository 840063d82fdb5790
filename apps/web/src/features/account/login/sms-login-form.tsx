import { mobileLogin, register } from '@vce/contract/account-login';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/api';
import { getServiceCode, getVisitorId } from '../../../shared/visitor';
import { finishLogin } from './finish-login';
import { digitsOnly, phoneRules, smsCodeRules } from './form-rules';
import type { LoginFormProps } from './login-form-props';
import { SmsCodeButton } from './sms-code-button';

/** Mode 2 (SMS login: an unregistered phone is registered on the spot) and mode 3 (register). */
export function SmsLoginForm({ isRegister, hasConsent, returnTo }: LoginFormProps & { isRegister: boolean }) {
  const [form] = Form.useForm();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (values: { mobile: string; captcha: string }) => {
    if (!hasConsent()) return;
    setIsSubmitting(true);
    try {
      const body = { ...values, uuid: getVisitorId(), service_code: getServiceCode() || undefined };
      finishLogin(await api.call(isRegister ? register : mobileLogin, body), returnTo);
    } catch {
      setIsSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" aria-label={isRegister ? '注册' : '验证码登录'}>
      <Form.Item name="mobile" rules={phoneRules} normalize={digitsOnly}>
        <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" aria-label="手机号" />
      </Form.Item>
      <Form.Item>
        <div className="sms-code-row">
          <Form.Item name="captcha" rules={smsCodeRules} noStyle>
            <Input placeholder="请输入验证码" maxLength={4} inputMode="numeric" aria-label="验证码" />
          </Form.Item>
          <SmsCodeButton form={form} event={isRegister ? 'mobile_register' : 'mobile_login'} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        {isRegister ? '注册' : '登录'}
      </Button>
    </Form>
  );
}
