import { sendAdminConfirmCode } from '@vce/contract/admin';
import { Button, Form, Input, Modal, Segmented, Space } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/api';
import { toast } from '../../../shared/ui/feedback';
import { resendLabel, useResendCountdown } from '../../../shared/use-resend-countdown';
import { useConfirmSession } from '../api/admin';

type Way = 'password' | 'code';

/** 获取验证码: a login code sent to the account's own phone (no slide puzzle: the caller is signed in). */
function SendCodeButton() {
  const countdown = useResendCountdown();
  const [isSending, setIsSending] = useState(false);
  const send = async () => {
    setIsSending(true);
    try {
      const { mobile } = await api.call(sendAdminConfirmCode, {});
      void toast.success(`验证码已发送至 ${mobile}`);
      countdown.start();
    } catch {
      // The server's message was shown by the API client.
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Button onClick={() => void send()} loading={isSending} disabled={countdown.secondsLeft > 0}>
      {resendLabel(countdown.secondsLeft)}
    </Button>
  );
}

/**
 * Who is at the keyboard: the account's login password, or a code sent to its phone (an account
 * that signs in by SMS has no password), asked on entering the console and again when a change comes
 * over an hour after the last confirmation (the server's 4005), when it may also be put off
 * (`onDismiss`): on entry there is nothing behind it.
 */
export function ConfirmIdentity({ onDismiss }: { onDismiss?: () => void }) {
  const confirm = useConfirmSession();
  const [way, setWay] = useState<Way>('password');
  const [form] = Form.useForm<{ password?: string; code?: string }>();
  const submit = (fields: { password?: string; code?: string }) =>
    confirm.mutate(way === 'password' ? { password: fields.password } : { code: fields.code }, {
      onSuccess: () => form.resetFields(),
    });
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
      <p className="admin-hint">进入后台及修改数据前，请验证身份（验证后 1 小时内可修改，8 小时内可查看）。</p>
      <Segmented<Way>
        block
        value={way}
        onChange={setWay}
        options={[
          { value: 'password', label: '用密码' },
          { value: 'code', label: '用短信验证码' },
        ]}
        className="admin-check"
      />
      <Form form={form} layout="vertical" onFinish={submit}>
        {way === 'password' ? (
          <Form.Item name="password" label="登录密码" rules={[{ required: true, message: '请输入登录密码' }]}>
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
        ) : (
          <Form.Item label="短信验证码" required>
            <Space.Compact block>
              <Form.Item name="code" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
                <Input aria-label="短信验证码" autoComplete="one-time-code" inputMode="numeric" maxLength={8} />
              </Form.Item>
              <SendCodeButton />
            </Space.Compact>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={confirm.isPending} block>
          验证
        </Button>
      </Form>
    </Modal>
  );
}
