import type { SmsEvent } from '@vce/contract/account-fields';
import { smsSend } from '@vce/contract/account-sms';
import { limits } from '@vce/contract/limits';
import { Button, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/api';
import { SlideCaptcha } from './slide-captcha';
import { toast } from '../../../shared/ui/feedback';

/**
 * 获取验证码: a valid phone first, then the slide puzzle, then the code is sent and the button
 * counts down 60 s (spec 000 §4).
 */
export function SmsCodeButton({ form, event }: { form: FormInstance; event: SmsEvent }) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isPuzzleOpen, setIsPuzzleOpen] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const start = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return;
    }
    setIsPuzzleOpen(true);
  };

  const send = async (ticket: string) => {
    setIsPuzzleOpen(false);
    try {
      const { msg } = await api.request(smsSend, { mobile: form.getFieldValue('mobile'), event, ticket });
      void toast.success(msg || '验证码已发送');
      setSecondsLeft(limits.smsResendSeconds);
    } catch {
      // The server's message was shown by the API client.
    }
  };

  return (
    <>
      <Button onClick={start} disabled={secondsLeft > 0} className="sms-code-button">
        {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码'}
      </Button>
      <SlideCaptcha open={isPuzzleOpen} onPass={send} onCancel={() => setIsPuzzleOpen(false)} />
    </>
  );
}
