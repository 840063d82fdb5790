/**
 * The operators' console's messages (roles, confirmation, users, the audit log), part of the one
 * catalogue `msg` (messages.ts), kept beside it so the catalogue stays readable by area.
 */
export const adminMessages = {
  adminNoRole: '您没有后台权限',
  adminForbidden: '您的角色无权执行此操作',
  adminSessionExpired: '后台会话已过期，请重新验证身份',
  adminConfirmNeeded: '修改前请先验证身份（密码或短信验证码）',
  adminConfirmWrong: '密码不正确',
  adminConfirmEmpty: '请输入登录密码或短信验证码',
  adminUserUnknown: '用户不存在',
  adminBanSelf: '不能封禁自己',
  adminBanReasonRequired: '请填写封禁原因',
  adminAlreadyBanned: '该用户已被封禁',
  adminNotBanned: '该用户未被封禁',
  adminLastOwner: '至少保留一位站长',
  orderNotRefundable: '只有已支付的订单可以退款',
  orderRefunded: '该订单已退款',
  refundUnsupported: '该类商品暂不支持退款',
  refundRechargeSpent: '充值的V券已被使用，无法退款',
  orderRefunding: '退款处理中，请稍后刷新查看',
  refundProviderFailed: '商品已收回，支付渠道暂未受理退款（订单为退款中），请稍后重试',
  adjustZero: '调整数量不能为0',
  adjustScoreWhole: 'V粒只能按整数调整',
  adjustTooLarge: '单次调整不能超过10万V券或100万V粒',
  adjustBelowZero: '余额不足，调整后余额不能为负',
  accountBanned: '账号已被封禁，如有疑问请联系客服',
} as const;
