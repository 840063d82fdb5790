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
