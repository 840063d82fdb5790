/**
 * The one catalogue of Chinese user-facing messages. Texts quoted by the spec are verbatim;
 * the English ones of spec 001 are translated here once.
 */
export const msg = {
  ok: '操作成功',
  needLogin: '请登录后操作',
  tokenExpired: '登录已失效，请重新登录',
  notFound: '请求的接口不存在',
  serverError: '服务器开小差了，请稍后再试',
  tooLarge: '提交的内容过大',
  tooManyRequests: '操作过于频繁，请稍后再试',
  badRequest: '请求格式不正确',
  invalidParams: '参数错误',
  comingSoon: '敬请期待',
  phoneRequired: '请输入手机号',
  phoneInvalid: '请检查手机号是否正确',
  captchaRequired: '请输入验证码',
  passwordRequired: '请输入登录密码',
  setPasswordRequired: '请设置登录密码',
  setPasswordRepeat: '请再次输入您设置的登录密码',
  setPasswordMismatch: '两次输入的密码不一致',
  newPasswordRequired: '请输入新密码',
  newPasswordRepeat: '请再次输入新密码',
  newPasswordMismatch: '两次密码输入不一致',
  consentRequired: '请先勾选个人信息保护指引',
  nicknameRequired: '用户昵称不可为空',
  tooManySymbols: '最多可选择6个品种',
  invalidNumber: '请输入合法数字',
  pleaseLoginFirst: '请先登录',
  notLoggedInPlaceholder: '您还未登录，请先登录',
  pageNotFound: 'This page could not be found',
  backHome: '点我返回首页',
} as const;

export type MessageKey = keyof typeof msg;
