import { describe, expect, it, vi } from 'vitest';
import { createAliyunSdkClient, createAliyunSms } from './aliyun-sms';
import { createTencentSdkClient, createTencentSms } from './tencent-sms';

const message = { mobile: '13912345678', event: 'mobile_login', code: '0427' } as const;
const notice = {
  mobile: '13912345678',
  params: {
    product: '螺纹钢rb2701',
    event: '触及涨停',
    detail: '最新价3495（+7.00%）',
    link: 'https://vce.example.com/u/x',
  },
};

describe('the Aliyun SMS adapter', () => {
  const settings = { signName: 'vce期货', templateCode: 'SMS_123456' };

  it('sends the code to the phone with the sign and template', async () => {
    const sendSms = vi.fn(async () => ({ body: { code: 'OK', bizId: '1' } }));
    await createAliyunSms({ sendSms }, settings).send(message);
    expect(sendSms).toHaveBeenCalledWith({
      phoneNumbers: '13912345678',
      signName: 'vce期货',
      templateCode: 'SMS_123456',
      templateParam: '{"code":"0427"}',
    });
  });

  it('fails when the gateway refuses the message', async () => {
    const sendSms = vi.fn(async () => ({ body: { code: 'isv.BUSINESS_LIMIT_CONTROL', message: 'limited' } }));
    await expect(createAliyunSms({ sendSms }, settings).send(message)).rejects.toThrow('BUSINESS_LIMIT_CONTROL');
  });

  it('sends a subscription notice with its template, and refuses without one', async () => {
    const sendSms = vi.fn(async () => ({ body: { code: 'OK' } }));
    await createAliyunSms({ sendSms }, { ...settings, noticeTemplateCode: 'SMS_654321' }).notify(notice);
    expect(sendSms).toHaveBeenCalledWith({
      phoneNumbers: '13912345678',
      signName: 'vce期货',
      templateCode: 'SMS_654321',
      templateParam: JSON.stringify(notice.params),
    });
    await expect(createAliyunSms({ sendSms }, settings).notify(notice)).rejects.toThrow('NOTICE_TEMPLATE');
  });
});

describe('the Tencent Cloud SMS adapter', () => {
  const settings = { appId: '1400000000', signName: 'vce期货', templateId: '987654' };

  it('sends the code and its lifetime to the +86 number', async () => {
    const SendSms = vi.fn(async () => ({ SendStatusSet: [{ Code: 'Ok' }] }));
    await createTencentSms({ SendSms }, settings).send(message);
    expect(SendSms).toHaveBeenCalledWith({
      PhoneNumberSet: ['+8613912345678'],
      SmsSdkAppId: '1400000000',
      SignName: 'vce期货',
      TemplateId: '987654',
      TemplateParamSet: ['0427', '5'],
    });
  });

  it('fails when the gateway refuses the message', async () => {
    const SendSms = vi.fn(async () => ({ SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit' }] }));
    await expect(createTencentSms({ SendSms }, settings).send(message)).rejects.toThrow('DailyLimit');
  });

  it('sends a subscription notice with its four parameters, and refuses without a template', async () => {
    const SendSms = vi.fn(async () => ({ SendStatusSet: [{ Code: 'Ok' }] }));
    await createTencentSms({ SendSms }, { ...settings, noticeTemplateId: '111222' }).notify(notice);
    expect(SendSms).toHaveBeenCalledWith(
      expect.objectContaining({
        TemplateId: '111222',
        TemplateParamSet: ['螺纹钢rb2701', '触及涨停', '最新价3495（+7.00%）', 'https://vce.example.com/u/x'],
      }),
    );
    await expect(createTencentSms({ SendSms }, settings).notify(notice)).rejects.toThrow('NOTICE_TEMPLATE');
  });
});

describe('the official SDK clients', () => {
  it('load and build without contacting the gateways', async () => {
    const aliyun = await createAliyunSdkClient({ accessKeyId: 'id', accessKeySecret: 'secret' });
    expect(typeof aliyun.sendSms).toBe('function');
    const tencent = await createTencentSdkClient({ secretId: 'id', secretKey: 'key', region: 'ap-guangzhou' });
    expect(typeof tencent.SendSms).toBe('function');
  });
});
