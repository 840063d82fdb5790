/** Business constants and limits (spec 000 §9, spec 001 §9). Durations in milliseconds. */
export const limits = {
  tokenCookieDays: 7,
  smsResendSeconds: 60,
  smsCodeLength: 4,
  phoneLength: 11,
  wizardNicknameMax: 6,
  followedSymbolsMax: 6,
  resetPasswordInputMax: 11,
  qrPollIntervalMs: 1000,
  qrDefaultExpireSeconds: 1000,
  resetToLoginDelayMs: 1800,
  profileReloadDelayMs: 800,
  wizardFinishReloadDelayMs: 1500,
  wizardSkipReloadDelayMs: 500,
  liveRejectRedirectDelayMs: 1000,
  socketReconnectDelayMs: 3000,
  socketHeartbeatMs: 5000,
  chunkReloadGuardMs: 60_000,
  debounceMs: 1000,
  userFetchDelayMs: 500,
  liveCarouselIntervalMs: 5000,
  headerScrollThresholdPx: 200,
  indicatorPageSize: 6,
  pageWidthPx: 1200,
  wizardWidthPx: 460,
  finishTaskType: 24,
  /** JSON and form bodies; uploads have their own limit. */
  bodyLimitBytes: 256 * 1024,
} as const;

export const colors = {
  rise: '#FF2424',
  risePale: '#FFD3D3',
  fall: '#13BC5C',
  fallPale: '#D0F2DE',
} as const;
