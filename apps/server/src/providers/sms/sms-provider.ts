import type { SmsEvent } from '@vce/contract/account-fields';

export interface SmsMessage {
  mobile: string;
  event: SmsEvent;
  code: string;
}

/**
 * A subscription's alert: the parameters of the gateway's notice template (product, event, detail,
 * the one-tap unsubscribe link) and the whole text as it reads with them.
 */
export interface SmsNotice {
  mobile: string;
  params: { product: string; event: string; detail: string; link: string };
}

/** Delivers verification codes and subscription notices. Rejects when the gateway refuses the message. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  notify(notice: SmsNotice): Promise<void>;
}

/** How long a code lives, in minutes: also a parameter of the SMS templates. */
export const SMS_CODE_TTL_MINUTES = 5;

const purposes: Record<SmsEvent, string> = {
  mobile_login: '登录',
  mobile_register: '注册',
  bind_phone: '绑定手机',
  reset_pwd: '重置密码',
  reset_pay_pwd: '重置支付密码',
};

/** The text of a code message as the dev outbox shows it; real gateways render their approved template. */
export const smsText = ({ event, code }: SmsMessage) =>
  `【vce】您的${purposes[event]}验证码为${code}，${SMS_CODE_TTL_MINUTES}分钟内有效，请勿泄露给他人。`;

/** A notice as the dev outbox shows it; the real gateways' notice template reads the same. */
export const smsNoticeText = ({ params }: SmsNotice) =>
  `【vce】${params.product}${params.event}：${params.detail}。退订点 ${params.link}`;
