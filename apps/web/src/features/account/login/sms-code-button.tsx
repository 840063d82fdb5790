import type { SmsEvent } from '@vce/contract/account-fields';
import { smsSend } from '@vce/contract/account-sms';
import { Button, type FormInstance } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/api';
import { resendLabel, useResendCountdown } from '../../../shared/use-resend-countdown';
import { SlideCaptcha } from './slide-captcha';
import { toast } from '../../../shared/ui/feedback';

/**
 * 获取验证码: a valid phone first, then the slide puzzle, then the code is sent and the button
 * counts down 60 s (spec 000 §4).
 */
export function SmsCodeButton({ form, event }: { form: FormInstance; event: SmsEvent }) {
  const countdown = useResendCountdown();
  const [isPuzzleOpen, setIsPuzzleOpen] = useState(false);

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
      countdown.start();
    } catch {
      // The server's message was shown by the API client.
    }
  };

  return (
    <>
      <Button onClick={start} disabled={countdown.secondsLeft > 0} className="sms-code-button">
        {resendLabel(countdown.secondsLeft)}
      </Button>
      <SlideCaptcha open={isPuzzleOpen} onPass={send} onCancel={() => setIsPuzzleOpen(false)} />
    </>
  );
}
