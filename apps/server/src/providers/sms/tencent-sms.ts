import type { SmsProvider } from './sms-provider';
import { SMS_CODE_TTL_MINUTES } from './sms-provider';

/** The part of the Tencent Cloud SMS client (API 2021-01-11) this adapter uses (mocked in tests). */
export interface TencentSmsClient {
  SendSms(request: TencentSendSmsRequest): Promise<{ SendStatusSet?: { Code?: string; Message?: string }[] }>;
}

export interface TencentSendSmsRequest {
  PhoneNumberSet: string[];
  SmsSdkAppId: string;
  SignName: string;
  TemplateId: string;
  TemplateParamSet: string[];
}

export interface TencentSmsSettings {
  appId: string;
  signName: string;
  templateId: string;
  /** The notice template ({1}{2}：{3}。退订点 {4}); without it notices fail. */
  noticeTemplateId?: string;
}

/**
 * Tencent Cloud SMS: the code template takes the code and its lifetime in minutes; the notice
 * template the product, the event, the detail and the unsubscribe link.
 */
export function createTencentSms(client: TencentSmsClient, settings: TencentSmsSettings): SmsProvider {
  const sendWith = async (mobile: string, templateId: string, params: string[]) => {
    const response = await client.SendSms({
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: settings.appId,
      SignName: settings.signName,
      TemplateId: templateId,
      TemplateParamSet: params,
    });
    const status = response.SendStatusSet?.[0];
    if (status?.Code !== 'Ok')
      throw new Error(`tencent sms refused: ${status?.Code ?? '?'} ${status?.Message ?? ''}`.trim());
  };
  return {
    name: 'tencent',
    send: ({ mobile, code }) => sendWith(mobile, settings.templateId, [code, String(SMS_CODE_TTL_MINUTES)]),
    async notify({ mobile, params }) {
      if (!settings.noticeTemplateId) throw new Error('tencent sms: TENCENT_SMS_NOTICE_TEMPLATE_ID is not set');
      await sendWith(mobile, settings.noticeTemplateId, [params.product, params.event, params.detail, params.link]);
    },
  };
}

/** The official SDK client, loaded only when this provider is chosen. */
export async function createTencentSdkClient(keys: { secretId: string; secretKey: string; region: string }) {
  const sdk = await import('tencentcloud-sdk-nodejs-sms');
  const Client = sdk.sms.v20210111.Client;
  const client = new Client({
    credential: { secretId: keys.secretId, secretKey: keys.secretKey },
    region: keys.region,
    profile: { httpProfile: { endpoint: 'sms.tencentcloudapi.com' } },
  });
  return client as unknown as TencentSmsClient;
}
