import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { officialWechatEnv, realPaymentEnv, tencentSmsEnv } from '../test/provider-env';

const failureOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return error;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig', () => {
  it('runs with an empty environment on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', NODE_ENV: 'development', TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('refuses a port that is not a number with a one-line reason naming PORT', () => {
    const error = failureOf({ PORT: 'abc' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('PORT');
    expect((error as Error).message).toContain('abc');
    expect((error as Error).message).not.toContain('\n');
  });

  it('refuses a port out of range', () => {
    expect(failureOf({ PORT: '70000' })).toBeInstanceOf(ConfigError);
  });

  it('refuses a database that is not PostgreSQL', () => {
    const error = failureOf({ DATABASE_URL: 'mysql://x' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('DATABASE_URL');
    expect((error as Error).message).not.toContain('\n');
  });

  it('accepts both PostgreSQL URL schemes', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBe('postgres://u@h/db');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBe('postgresql://u@h/db');
  });

  it('refuses an unknown log level and a too short token life', () => {
    expect((failureOf({ LOG_LEVEL: 'loud' }) as Error).message).toContain('LOG_LEVEL');
    expect((failureOf({ TOKEN_TTL_SECONDS: '5' }) as Error).message).toContain('TOKEN_TTL_SECONDS');
  });

  it('reads switches written as 1 or true', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect((failureOf({ TRUST_PROXY: 'yes' }) as Error).message).toContain('TRUST_PROXY');
  });
});

describe('provider settings', () => {
  it('default to the dev SMS outbox and the builtin slide captcha', () => {
    expect(loadConfig({})).toMatchObject({ SMS_PROVIDER: 'dev', CAPTCHA_PROVIDER: 'builtin' });
  });

  it('refuse the dev SMS provider in production with a one-line reason', () => {
    const error = failureOf({ NODE_ENV: 'production' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('SMS_PROVIDER=dev');
    expect((error as Error).message).not.toContain('\n');
  });

  it('refuse to switch the captcha off in production', () => {
    const tencent = { NODE_ENV: 'production', ...tencentSmsEnv, ...officialWechatEnv, ...realPaymentEnv };
    expect(loadConfig(tencent).SMS_PROVIDER).toBe('tencent');
    expect((failureOf({ ...tencent, CAPTCHA_PROVIDER: 'off' }) as Error).message).toContain('CAPTCHA_PROVIDER=off');
  });

  it('refuse a real SMS provider without its keys, naming the missing one', () => {
    expect((failureOf({ SMS_PROVIDER: 'aliyun' }) as Error).message).toContain('ALIYUN_ACCESS_KEY_ID');
    expect((failureOf({ SMS_PROVIDER: 'nexmo' }) as Error).message).toContain('SMS_PROVIDER');
  });

  it('refuse the dev WeChat stand-in in production and the official adapter without its keys', () => {
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'vce',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      ...realPaymentEnv,
    };
    expect((failureOf(production) as Error).message).toContain('WECHAT_PROVIDER=dev');
    expect(loadConfig({ ...production, ...officialWechatEnv }).WECHAT_PROVIDER).toBe('official');
    expect((failureOf({ WECHAT_PROVIDER: 'official' }) as Error).message).toContain('WECHAT_MP_APP_ID');
    expect(loadConfig({}).WECHAT_PROVIDER).toBe('dev');
  });

  it('refuse the payment sandbox in production and real payment without a key, naming the missing one', () => {
    const production = { NODE_ENV: 'production', ...tencentSmsEnv, ...officialWechatEnv };
    expect((failureOf(production) as Error).message).toContain('PAYMENT_PROVIDER=sandbox');
    expect(loadConfig({ ...production, ...realPaymentEnv })).toMatchObject({
      PAYMENT_PROVIDER: 'real',
      ALIPAY_GATEWAY: 'https://openapi.alipay.com/gateway.do',
    });
    const { ALIPAY_PUBLIC_KEY_PATH: _, ...withoutAlipayKey } = realPaymentEnv;
    const error = failureOf({ ...production, ...withoutAlipayKey });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe('PAYMENT_PROVIDER=real needs ALIPAY_PUBLIC_KEY_PATH');
    expect((failureOf({ PAYMENT_PROVIDER: 'real' }) as Error).message).toContain('WECHAT_PAY_APP_ID');
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('refuse a WeChat Pay APIv3 key of the wrong length without quoting it', () => {
    const message = (failureOf({ ...realPaymentEnv, WECHAT_PAY_API_V3_KEY: 'secret-but-short' }) as Error).message;
    expect(message).toContain('WECHAT_PAY_API_V3_KEY');
    expect(message).not.toContain('secret-but-short');
  });
});
