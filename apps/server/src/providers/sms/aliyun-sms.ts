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
  /** The notice template (${product}${event}：${detail}。退订点 ${link}); without it notices fail. */
  noticeTemplateCode?: string;
}

/**
 * Aliyun SMS (dysmsapi 2017-05-25): the verification-code template with the ${code} parameter, and
 * the subscription notice template with ${product}, ${event}, ${detail} and ${link}.
 */
export function createAliyunSms(client: AliyunSmsClient, settings: AliyunSmsSettings): SmsProvider {
  const sendWith = async (mobile: string, templateCode: string, params: object) => {
    const response = await client.sendSms({
      phoneNumbers: mobile,
      signName: settings.signName,
      templateCode,
      templateParam: JSON.stringify(params),
    });
    const body = response.body ?? {};
    if (body.code !== 'OK') throw new Error(`aliyun sms refused: ${body.code ?? '?'} ${body.message ?? ''}`.trim());
  };
  return {
    name: 'aliyun',
    send: ({ mobile, code }) => sendWith(mobile, settings.templateCode, { code }),
    async notify({ mobile, params }) {
      if (!settings.noticeTemplateCode) throw new Error('aliyun sms: ALIYUN_SMS_NOTICE_TEMPLATE_CODE is not set');
      await sendWith(mobile, settings.noticeTemplateCode, params);
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
