/**
 * Demo site settings for a fresh install: original text written for vce. Operators change these
 * rows; the shell's calls read them (see modules/shell/settings.ts).
 */
export const demoSiteSettings: Record<string, unknown> = {
  grey_mode: 0,
  app_index_image: {
    pc_image: '/images/promo/home-promo.svg',
    ad_type: 1,
    view_data_info: '每日收盘后更新主力持仓、成交与基差数据',
  },
  give_live_time_config: {
    giveLiveTimeTip: '每天可领取30分钟直播间观看时长',
    image_url: '/images/promo/live-time.svg',
  },
  qiyou_activity: '期友社区每周复盘征文：分享你的交易笔记，赢取 V粒',
  qiyou_activity_status: 1,
  app_links: {
    mini_program: 'https://vce.example.com/app/mini-program',
    official_account: 'https://vce.example.com/app/official-account',
    news_app: 'https://vce.example.com/app/news',
    android: 'https://vce.example.com/app/android.apk',
    ios: 'https://vce.example.com/app/ios',
  },
  site: {
    site_name: 'vce期货',
    tagline: 'vce · 专业的K线学习交流平台',
    icp: '沪ICP备20260001号-1',
    police_record: '沪公网安备31010402000001号',
    business_licence: '增值电信业务经营许可证：沪B2-20260001',
    report_phone: '400-820-0001',
    report_email: 'jubao@vce.example.com',
    disclaimer:
      '本站所载信息仅供学习交流参考，不构成任何投资建议。用户据此操作，风险自担。期货交易采用保证金制度，杠杆会放大收益与亏损，请根据自身风险承受能力审慎参与。',
    risk_notice:
      '风险提示：本站信息仅供参考，不构成投资建议，本站不对据此操作产生的后果承担责任。投资有风险，入市需谨慎。',
  },
  /** The profile wizard's avatar choices (files in apps/web/public/images/avatars). */
  avatar_list: Array.from({ length: 8 }, (_, i) => `/images/avatars/avatar-${String(i + 1).padStart(2, '0')}.svg`),
  service_config: {
    button_image: '/images/service/button.svg',
    service_name: 'vce小助手',
    service_wechat_image: '/images/service/wechat.svg',
    service_phone: '400-820-0001',
    service_hours: '交易日 8:30–21:30',
  },
  /** Seconds between two VIP prompts for a non-member. */
  vip_next_tip_seconds: 3 * 24 * 3600,
};

export const demoAds = [
  {
    title: '读懂主力持仓',
    subtitle: '前二十席位多空变化，每日收盘更新',
    image: '/images/ads/positions.svg',
    url: '/monitoringDataV2',
    sort: 1,
  },
  {
    title: 'BBAS 品种分析',
    subtitle: '行情快递、枢轴体系、机构观点、数据统计',
    image: '/images/ads/bbas.svg',
    url: '/bbasV3',
    sort: 2,
  },
  {
    title: 'K线课堂',
    subtitle: '从一根K线到一套交易系统',
    image: '/images/ads/classroom.svg',
    url: '/classroomV2',
    sort: 3,
  },
];

/**
 * The new-user gift pack (docs/decisions.md "Tasks and gift packs"): what claiming it grants. Live minutes and
 * courses join it with the live rooms and the classroom.
 */
export const demoGiftPack = [
  {
    image: '/images/pack/vli.svg',
    title: '5 V粒',
    subtitle: '可兑换BBAS、看数据和AI提问次数',
    kind: 'vli',
    amount: 5,
    sort: 1,
  },
  {
    image: '/images/pack/vip.svg',
    title: 'VIP体验3天',
    subtitle: '会员权益全部可用',
    kind: 'vip_days',
    amount: 3,
    sort: 2,
  },
  {
    image: '/images/pack/coupon.svg',
    title: '新人立减券',
    subtitle: '开通VIP或购买指标满39元减10元，7天内有效',
    kind: 'coupon',
    amount: 1,
    sort: 3,
  },
];
