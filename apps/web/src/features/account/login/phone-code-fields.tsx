import type { SmsEvent } from '@vce/contract/account-fields';
import { Form, type FormInstance, Input } from 'antd';
import { digitsOnly, phoneRules, smsCodeRules } from './form-rules';
import { SmsCodeButton } from './sms-code-button';

/** Phone (digits only, 11 at most) and the SMS code with its 获取验证码 button, for one event. */
export function PhoneCodeFields({ form, event }: { form: FormInstance; event: SmsEvent }) {
  return (
    <>
      <Form.Item name="mobile" rules={phoneRules} normalize={digitsOnly}>
        <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" aria-label="手机号" />
      </Form.Item>
      <Form.Item>
        <div className="sms-code-row">
          <Form.Item name="captcha" rules={smsCodeRules} noStyle>
            <Input placeholder="请输入验证码" maxLength={4} inputMode="numeric" aria-label="验证码" />
          </Form.Item>
          <SmsCodeButton form={form} event={event} />
        </div>
      </Form.Item>
    </>
  );
}
