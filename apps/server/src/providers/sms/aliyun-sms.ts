import type { SmsProvider } from './sms-provider';

/** The part of the Aliyun Dysmsapi client this adapter uses (mocked in tests). */
export interface AliyunSmsClient {
  sendSms(request: AliyunSendSmsRequest): Promise<{ body?: { code?: string; message?: string; bizId?: string } }>;
}

export interface AliyunSendSmsRequest {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: string;
}

export interface AliyunSmsSettings {
  signName: string;
  templateCode: string;
}

/** Aliyun SMS (dysmsapi 2017-05-25): one verification-code template with the ${code} parameter. */
export function createAliyunSms(client: AliyunSmsClient, settings: AliyunSmsSettings): SmsProvider {
  return {
    name: 'aliyun',
    async send({ mobile, code }) {
      const response = await client.sendSms({
        phoneNumbers: mobile,
        signName: settings.signName,
        templateCode: settings.templateCode,
        templateParam: JSON.stringify({ code }),
      });
      const body = response.body ?? {};
      if (body.code !== 'OK') throw new Error(`aliyun sms refused: ${body.code ?? '?'} ${body.message ?? ''}`.trim());
    },
  };
}

/** The official SDK client, loaded only when this provider is chosen. */
export async function createAliyunSdkClient(keys: { accessKeyId: string; accessKeySecret: string }) {
  const sdk = await import('@alicloud/dysmsapi20170525');
  const { $OpenApiUtil } = await import('@alicloud/openapi-core');
  // The SDK is CommonJS with an `exports.default` class.
  const Client = (sdk.default as unknown as { default: typeof sdk.default }).default ?? sdk.default;
  const client = new Client(new $OpenApiUtil.Config({ ...keys, endpoint: 'dysmsapi.aliyuncs.com' }));
  return {
    sendSms: (request) => client.sendSms(new sdk.SendSmsRequest(request)),
  } satisfies AliyunSmsClient;
}
