import { paths } from '@vce/contract/routes';
import { Button, Card, Form } from 'antd';
import { useNavigate } from 'react-router';
import { NewPayPasswordFields } from '../../../shared/ui/pay-password-input';
import { toast } from '../../../shared/ui/feedback';
import { useResetPayPassword } from '../api/reset-pay-password';
import { PhoneCodeFields } from '../login/phone-code-fields';

interface Values {
  mobile: string;
  captcha: string;
  pay_password: string;
  repeat: string;
}

/** /my/setup: forgot the pay password — the account's phone, an SMS code, and a new one twice. */
export default function SetupPage() {
  const [form] = Form.useForm<Values>();
  const reset = useResetPayPassword();
  const navigate = useNavigate();
  const submit = async ({ repeat: _repeat, ...values }: Values) => {
    try {
      const { msg: done } = await reset.mutateAsync(values);
      void toast.success(done);
      navigate(paths.my.paymentPassword);
    } catch {
      // The server's message is shown by the API client.
    }
  };
  return (
    <Card title="忘记支付密码" data-testid="setup-page">
      <p className="muted">验证当前账号绑定的手机号后即可重置支付密码，重置后余额支付的锁定同时解除。</p>
      <Form form={form} onFinish={submit} size="large" aria-label="重置支付密码" className="setup-form">
        <PhoneCodeFields form={form} event="reset_pay_pwd" />
        <NewPayPasswordFields />
        <Button type="primary" htmlType="submit" loading={reset.isPending}>
          重置支付密码
        </Button>
      </Form>
    </Card>
  );
}
