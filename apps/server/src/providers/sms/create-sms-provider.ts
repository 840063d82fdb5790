import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { createAliyunSdkClient, createAliyunSms } from './aliyun-sms';
import { createDevSms } from './dev-sms';
import type { SmsProvider } from './sms-provider';
import { createTencentSdkClient, createTencentSms } from './tencent-sms';

/** The SMS provider chosen by SMS_PROVIDER; config.ts has checked the keys it needs. */
export async function createSmsProvider(deps: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
}): Promise<SmsProvider> {
  const { config } = deps;
  const need = (value: string | undefined) => value ?? '';
  if (config.SMS_PROVIDER === 'aliyun') {
    const client = await createAliyunSdkClient({
      accessKeyId: need(config.ALIYUN_ACCESS_KEY_ID),
      accessKeySecret: need(config.ALIYUN_ACCESS_KEY_SECRET),
    });
    return createAliyunSms(client, {
      signName: need(config.ALIYUN_SMS_SIGN_NAME),
      templateCode: need(config.ALIYUN_SMS_TEMPLATE_CODE),
      noticeTemplateCode: config.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
    });
  }
  if (config.SMS_PROVIDER === 'tencent') {
    const client = await createTencentSdkClient({
      secretId: need(config.TENCENT_SECRET_ID),
      secretKey: need(config.TENCENT_SECRET_KEY),
      region: config.TENCENT_SMS_REGION,
    });
    return createTencentSms(client, {
      appId: need(config.TENCENT_SMS_APP_ID),
      signName: need(config.TENCENT_SMS_SIGN_NAME),
      templateId: need(config.TENCENT_SMS_TEMPLATE_ID),
      noticeTemplateId: config.TENCENT_SMS_NOTICE_TEMPLATE_ID,
    });
  }
  deps.log.warn('SMS_PROVIDER=dev: codes are kept in the dev outbox (/dev/sms), no SMS is sent');
  return createDevSms({ db: deps.db, log: deps.log });
}
