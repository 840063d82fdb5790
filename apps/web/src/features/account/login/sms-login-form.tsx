import { mobileLogin, register } from '@vce/contract/account-login';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/api';
import { getServiceCode, getVisitorId } from '../../../shared/visitor';
import { finishLogin } from './finish-login';
import type { LoginFormProps } from './login-form-props';
import { PhoneCodeFields } from './phone-code-fields';

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
      <PhoneCodeFields form={form} event={isRegister ? 'mobile_register' : 'mobile_login'} />
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        {isRegister ? '注册' : '登录'}
      </Button>
    </Form>
  );
}
