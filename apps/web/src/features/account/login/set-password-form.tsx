import { setPwd } from '@vce/contract/account-password';
import { msg } from '@vce/contract/messages';
import { Button, Form, Input } from 'antd';
import { api } from '../../../shared/api/api';
import { closeLogin } from '../../../shared/login-store';
import { sameAs } from './form-rules';
import { toast } from '../../../shared/ui/feedback';

/** Mode 4: a signed-in user (e.g. fresh from SMS registration) sets a login password. */
export function SetPasswordForm() {
  const submit = async (values: { password: string; newpassword: string }) => {
    try {
      const { msg: done } = await api.request(setPwd, values);
      void toast.success(done || '密码设置成功');
      closeLogin();
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <Form onFinish={submit} size="large" aria-label="设置密码">
      <Form.Item name="password" rules={[{ required: true, message: msg.setPasswordRequired }]}>
        <Input.Password placeholder="请设置登录密码（6–11位，含字母和数字）" maxLength={11} aria-label="登录密码" />
      </Form.Item>
      <Form.Item
        name="newpassword"
        dependencies={['password']}
        rules={[{ required: true, message: msg.setPasswordRepeat }, sameAs('password', msg.setPasswordMismatch)]}
      >
        <Input.Password placeholder="请再次输入登录密码" maxLength={11} aria-label="确认密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        确定
      </Button>
    </Form>
  );
}
