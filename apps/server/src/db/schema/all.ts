// Drizzle wants every table in one object; this file gathers the per-area schema files for it.
export * from './account';
export * from './bbas';
export * from './commerce-coupons';
export * from './commerce-gifts';
export * from './commerce-orders';
export * from './commerce-points';
export * from './commerce-quota';
export * from './commerce-sign-in';
export * from './commerce-tasks';
export * from './commerce-vip';
export * from './commerce-wallet';
export * from './live';
export * from './market';
export * from './shell';
export * from './sms';
export * from './profile';
export * from './wechat';
