import { Button, Form, Input, Modal } from 'antd';
import { useConfirmSession } from '../api/admin';

/**
 * Who is at the keyboard: the account's login password, asked on entering the console and again
 * when a change comes over an hour after the last confirmation (the server's 4005), when it may
 * also be put off (`onDismiss`): on entry there is nothing behind it.
 */
export function ConfirmIdentity({ onDismiss }: { onDismiss?: () => void }) {
  const confirm = useConfirmSession();
  const [form] = Form.useForm<{ password: string }>();
  const submit = ({ password }: { password: string }) =>
    confirm.mutate({ password }, { onSuccess: () => form.resetFields() });
  return (
    <Modal
      open
      title="验证身份"
      footer={null}
      closable={onDismiss !== undefined}
      maskClosable={onDismiss !== undefined}
      onCancel={onDismiss}
      destroyOnHidden
    >
      <p className="admin-hint">进入后台及修改数据前，请输入您的登录密码（验证后 1 小时内可修改，8 小时内可查看）。</p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="password" label="登录密码" rules={[{ required: true, message: '请输入登录密码' }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirm.isPending} block>
          验证
        </Button>
      </Form>
    </Modal>
  );
}
