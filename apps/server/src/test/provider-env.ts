/** Settings that switch tests to the real provider adapters (no network is reached with these). */
export const tencentSmsEnv = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SECRET_ID: 'id',
  TENCENT_SECRET_KEY: 'key',
  TENCENT_SMS_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: 'vce',
  TENCENT_SMS_TEMPLATE_ID: '1',
};

export const officialWechatEnv = {
  WECHAT_PROVIDER: 'official',
  WECHAT_MP_APP_ID: 'wxmp',
  WECHAT_MP_APP_SECRET: 'mp-secret',
  WECHAT_MP_TOKEN: 'mp-token',
  WECHAT_OPEN_APP_ID: 'wxopen',
  WECHAT_OPEN_APP_SECRET: 'open-secret',
};

/** Config checks only that these are set: the key files are read when the payment provider is built. */
export const realPaymentEnv = {
  PAYMENT_PROVIDER: 'real',
  WECHAT_PAY_APP_ID: 'wx8888888888888888',
  WECHAT_PAY_MCH_ID: '1900000001',
  WECHAT_PAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
  WECHAT_PAY_CERT_SERIAL: '3775B6A45ACD588826D15E583A95F5DD00000001',
  WECHAT_PAY_PRIVATE_KEY_PATH: '/run/secrets/wechatpay/apiclient_key.pem',
  WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0119000000012025010100000000000001',
  WECHAT_PAY_PUBLIC_KEY_PATH: '/run/secrets/wechatpay/pub_key.pem',
  ALIPAY_APP_ID: '2021004100000001',
  ALIPAY_PRIVATE_KEY_PATH: '/run/secrets/alipay/app_private_key.txt',
  ALIPAY_PUBLIC_KEY_PATH: '/run/secrets/alipay/alipay_public_key.txt',
  PUBLIC_ORIGIN: 'https://www.example.com',
};
