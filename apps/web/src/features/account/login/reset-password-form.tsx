import { resetPwd } from '@vce/contract/account-password';
import { limits } from '@vce/contract/limits';
import { msg } from '@vce/contract/messages';
import { Button, Form, Input } from 'antd';
import { api } from '../../../shared/api/api';
import { LoginMode } from '../../../shared/login-store';
import { sameAs } from './form-rules';
import type { LoginFormProps } from './login-form-props';
import { PhoneCodeFields } from './phone-code-fields';
import { toast } from '../../../shared/ui/feedback';

const max = limits.resetPasswordInputMax;

/** Mode 7: forgot password — phone, SMS code and the new password twice; back to mode 1 after 1.8 s. */
export function ResetPasswordForm({ switchMode }: LoginFormProps) {
  const [form] = Form.useForm();
  const submit = async (values: { mobile: string; captcha: string; newpassword: string; newpassword1: string }) => {
    try {
      const { msg: done } = await api.request(resetPwd, values);
      void toast.success(done || '密码重置成功');
      setTimeout(() => switchMode(LoginMode.password), limits.resetToLoginDelayMs);
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <Form form={form} onFinish={submit} size="large" aria-label="找回密码">
      <PhoneCodeFields form={form} event="reset_pwd" />
      <Form.Item name="newpassword" rules={[{ required: true, message: msg.newPasswordRequired }]}>
        <Input.Password placeholder="请输入新密码（6–11位，含字母和数字）" maxLength={max} aria-label="新密码" />
      </Form.Item>
      <Form.Item
        name="newpassword1"
        dependencies={['newpassword']}
        rules={[{ required: true, message: msg.newPasswordRepeat }, sameAs('newpassword', msg.newPasswordMismatch)]}
      >
        <Input.Password placeholder="请再次输入新密码" maxLength={max} aria-label="确认新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        重置密码
      </Button>
    </Form>
  );
}
