/** A WeChat user as a login provider proves it: the openid of our app and a display name. */
export interface WechatIdentity {
  openid: string;
  nickname: string;
}

/** WeChat login (DESIGN.md §5): a QR for the official account, and the website OAuth flow. */
export interface WechatProvider {
  readonly name: 'dev' | 'official';
  /** The website application's appid, as the OAuth page wants it. */
  readonly appId: string;
  /** The QR content for one of our tickets (the official QR's scene string). */
  createQr(input: { ticket: string; expireSeconds: number; origin: string }): Promise<{ qrCodeUrl: string }>;
  /** Where the browser goes to authorise; WeChat then returns to redirectUri with code and state. */
  authorizeUrl(input: { redirectUri: string; state: string; origin: string }): string;
  /** The identity behind a website OAuth code; null for an unknown, used or expired code. */
  exchangeCode(code: string): Promise<WechatIdentity | null>;
}

/** How long a proven openid may still be bound to a phone (the QR's life is WECHAT_QR_EXPIRE_SECONDS). */
export const WECHAT_PENDING_BIND_SECONDS = 600;
