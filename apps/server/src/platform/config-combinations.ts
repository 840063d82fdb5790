import { ConfigError, type Env } from './config';

/** Settings each real adapter (SMS, WeChat login, payment, assistant, media storage) cannot run without. */
const requiredFor: Record<string, string[]> = {
  openai: ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'],
  aliyun: ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
  tencent: [
    'TENCENT_SECRET_ID',
    'TENCENT_SECRET_KEY',
    'TENCENT_SMS_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ],
  official: [
    'WECHAT_MP_APP_ID',
    'WECHAT_MP_APP_SECRET',
    'WECHAT_MP_TOKEN',
    'WECHAT_OPEN_APP_ID',
    'WECHAT_OPEN_APP_SECRET',
  ],
  real: [
    'WECHAT_PAY_APP_ID',
    'WECHAT_PAY_MCH_ID',
    'WECHAT_PAY_API_V3_KEY',
    'WECHAT_PAY_CERT_SERIAL',
    'WECHAT_PAY_PRIVATE_KEY_PATH',
    'WECHAT_PAY_PUBLIC_KEY_ID',
    'WECHAT_PAY_PUBLIC_KEY_PATH',
    'ALIPAY_APP_ID',
    'ALIPAY_PRIVATE_KEY_PATH',
    'ALIPAY_PUBLIC_KEY_PATH',
    // The providers call our notify endpoints and return browsers at this address.
    'PUBLIC_ORIGIN',
  ],
  s3: ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
};

/** The settings that choose an adapter: each value's `requiredFor` list is checked at start. */
const adapterSwitches = [
  'SMS_PROVIDER',
  'WECHAT_PROVIDER',
  'PAYMENT_PROVIDER',
  'LLM_PROVIDER',
  'MEDIA_STORAGE',
] as const;

/** Dev stand-ins must never serve real users, a real adapter needs its keys, and the scale path a database server. */
export function checkCombinations(env: Env) {
  if (env.REDIS_URL && !env.MEDIA_URL_SECRET) {
    throw new ConfigError(
      'REDIS_URL needs MEDIA_URL_SECRET: every process must verify the lesson addresses the others sign',
    );
  }
  if (env.REDIS_URL && !env.DATABASE_URL) {
    throw new ConfigError('REDIS_URL needs DATABASE_URL: several processes cannot share the embedded database');
  }
  if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'dev') {
    throw new ConfigError('SMS_PROVIDER=dev is for development only: set SMS_PROVIDER=aliyun or tencent in production');
  }
  if (env.NODE_ENV === 'production' && env.CAPTCHA_PROVIDER === 'off') {
    throw new ConfigError('CAPTCHA_PROVIDER=off is for automated tests only and refuses to run in production');
  }
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox') {
    throw new ConfigError('PAYMENT_PROVIDER=sandbox is for development only: set PAYMENT_PROVIDER=real in production');
  }
  if (env.NODE_ENV === 'production' && env.WECHAT_PROVIDER === 'dev') {
    throw new ConfigError('WECHAT_PROVIDER=dev is for development only: set WECHAT_PROVIDER=official in production');
  }
  for (const name of adapterSwitches) {
    const missing = (requiredFor[env[name]] ?? []).find((key) => !env[key as keyof typeof env]);
    if (missing) throw new ConfigError(`${name}=${env[name]} needs ${missing}`);
  }
  if (env.OLD_HOSTS.length > 0 && !env.MAIN_HOST) {
    throw new ConfigError('OLD_HOSTS needs MAIN_HOST: the host their requests are sent to');
  }
  if (env.WECHAT_PAY_API_V3_KEY && env.WECHAT_PAY_API_V3_KEY.length !== 32) {
    throw new ConfigError('WECHAT_PAY_API_V3_KEY must be the 32-character APIv3 key (an AES-256 key)');
  }
}
