/**
 * Statistics type codes (`addSiteStatistics`) seen in the spec; which action fires which is our
 * decision (docs/decisions.md, "Statistics types"). No schemas: the page's tracker loads this.
 */
export const statisticTypes = {
  pageView: 15,
  headerTab: 67,
  qrPanel: 80,
  sideToolbar: 227,
  giftPack: 257,
  searchBox: 284,
  bbasSymbol: 285,
  liveRoom: 286,
  footerLink: 289,
  vliJump: 290,
  // Spec 001 §7's codes for the assistant and the VIP purchase.
  assistantOpened: 221,
  assistantAsked: 222,
  assistantFeedback: 223,
  askNoCountShown: 226,
  askExchangeOpened: 228,
  vipPurchaseOpened: 273,
  vipOrderPlaced: 274,
  vipPaid: 275,
} as const;

/** What the console's statistics call each code. */
export const statisticTypeNames: Record<number, string> = {
  15: '页面浏览',
  67: '顶部导航点击',
  80: '二维码面板',
  227: '侧边工具栏',
  257: '新人礼包',
  284: '搜索框',
  285: 'BBAS品种点击',
  286: '直播间点击',
  289: '页脚链接',
  290: 'V粒跳转',
  221: '打开AI助手',
  222: 'AI助手提问',
  223: 'AI回答反馈',
  226: '提问次数不足弹窗',
  228: '打开次数兑换',
  273: '打开VIP购买',
  274: 'VIP下单',
  275: 'VIP支付成功',
};
