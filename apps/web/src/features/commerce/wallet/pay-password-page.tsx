import { paths } from '@vce/contract/routes';
import { Alert, Button, Card, Form, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { NewPayPasswordFields, PayPasswordInput, payPasswordRules } from '../../../shared/ui/pay-password-input';
import { toast } from '../../../shared/ui/feedback';
import { usePayPasswordState } from '../api/pay-password-state';
import { useSetPayPassword } from '../api/set-pay-password';

interface Values {
  old_pay_password?: string;
  pay_password: string;
  repeat: string;
}

/** /my/paymentPassword: set the pay password (six boxes, twice), or change it with the old one. */
export default function PayPasswordPage() {
  const { data: state, isPending } = usePayPasswordState();
  const setPassword = useSetPayPassword();
  const [form] = Form.useForm<Values>();
  const isSet = !!state?.is_set;

  const submit = async ({ repeat: _repeat, ...values }: Values) => {
    try {
      const { msg: done } = await setPassword.mutateAsync(values);
      void toast.success(done);
      form.resetFields();
    } catch {
      // The server's message is shown by the API client.
    }
  };

  return (
    <Card title={isSet ? '修改支付密码' : '设置支付密码'} className="pay-password-page" data-testid="pay-password-page">
      {isPending ? (
        <Skeleton active />
      ) : (
        <>
          <p className="muted">支付密码用于V券余额支付，为6位数字，请勿与登录密码相同。</p>
          {state?.locked_until && (
            <Alert
              type="warning"
              showIcon
              title={`支付密码错误次数过多，余额支付已锁定至 ${dayjs.unix(state.locked_until).format('HH:mm')}`}
              description={<Link to={paths.my.setup}>通过短信验证重置支付密码</Link>}
            />
          )}
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            {isSet && (
              <Form.Item name="old_pay_password" label="原支付密码" rules={payPasswordRules}>
                <PayPasswordInput label="原支付密码" />
              </Form.Item>
            )}
            <NewPayPasswordFields label={isSet ? '新支付密码' : '支付密码'} />
            <Button type="primary" htmlType="submit" loading={setPassword.isPending}>
              {isSet ? '确认修改' : '确认设置'}
            </Button>{' '}
            {isSet && <Link to={paths.my.setup}>忘记支付密码？</Link>}
          </Form>
        </>
      )}
    </Card>
  );
}
