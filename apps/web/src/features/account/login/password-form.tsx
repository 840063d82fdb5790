import { login } from '@vce/contract/account-login';
import { msg } from '@vce/contract/messages';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/api';
import { finishLogin } from './finish-login';
import { digitsOnly, phoneRules } from './form-rules';
import type { LoginFormProps } from './login-form-props';

/** Mode 1: phone and password. */
export function PasswordForm({ hasConsent, returnTo }: LoginFormProps) {
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (values: { account: string; password: string }) => {
    if (!hasConsent()) return;
    setIsSubmitting(true);
    try {
      finishLogin(await api.call(login, values), returnTo);
    } catch {
      setIsSubmitting(false);
    }
  };

  return (
    <Form onFinish={submit} size="large" aria-label="密码登录">
      <Form.Item name="account" rules={phoneRules} normalize={digitsOnly}>
        <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" aria-label="手机号" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: msg.passwordRequired }]}>
        <Input.Password placeholder="请输入登录密码" aria-label="登录密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        登录
      </Button>
    </Form>
  );
}
