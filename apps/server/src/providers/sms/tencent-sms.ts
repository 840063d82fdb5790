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
}

/** Tencent Cloud SMS: the template takes the code and its lifetime in minutes. */
export function createTencentSms(client: TencentSmsClient, settings: TencentSmsSettings): SmsProvider {
  return {
    name: 'tencent',
    async send({ mobile, code }) {
      const response = await client.SendSms({
        PhoneNumberSet: [`+86${mobile}`],
        SmsSdkAppId: settings.appId,
        SignName: settings.signName,
        TemplateId: settings.templateId,
        TemplateParamSet: [code, String(SMS_CODE_TTL_MINUTES)],
      });
      const status = response.SendStatusSet?.[0];
      if (status?.Code !== 'Ok')
        throw new Error(`tencent sms refused: ${status?.Code ?? '?'} ${status?.Message ?? ''}`.trim());
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
