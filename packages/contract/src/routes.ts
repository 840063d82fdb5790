/**
 * The web route table (spec 000 §2, spec 001 §2). Every path resolves: the newest version of an
 * area is a page; an older path redirects to its newest equivalent with the query kept.
 */
export type Layout = 'default' | 'bbas' | 'user';

export interface PageRoute {
  path: string;
  title: string;
  layout: Layout;
  /** Guests see 请登录后操作 and the login dialog instead of the page. */
  loginRequired?: boolean;
}

export interface RedirectRoute {
  path: string;
  to: PagePath;
}

export const pageRoutes = [
  { path: '/', title: '首页', layout: 'default' },
  { path: '/aboutUs', title: '关于我们', layout: 'default' },
  { path: '/agreementV2', title: '协议', layout: 'default' },
  { path: '/AI', title: 'AI助手', layout: 'default' },
  { path: '/auth', title: '登录验证', layout: 'default' },
  { path: '/bbasV3', title: 'BBAS品种分析', layout: 'bbas' },
  { path: '/bbasV3/details', title: 'BBAS品种详情', layout: 'bbas' },
  { path: '/bindMobile', title: '绑定手机号', layout: 'default' },
  { path: '/businessCooperation', title: '商务合作', layout: 'default' },
  { path: '/cashDesk', title: '收银台', layout: 'default', loginRequired: true },
  { path: '/cashDesk/course', title: '课程收银台', layout: 'default' },
  { path: '/cashDesk/recharge', title: 'V券充值', layout: 'default', loginRequired: true },
  { path: '/cashDesk/vTarget', title: '指标收银台', layout: 'default', loginRequired: true },
  { path: '/circle', title: '圈子', layout: 'default', loginRequired: true },
  { path: '/circleLive', title: '圈子直播', layout: 'default' },
  { path: '/classroomV2', title: '课堂', layout: 'default' },
  { path: '/classroomV2/courseDetails', title: '课程详情', layout: 'default' },
  { path: '/classroomV2/list', title: '课程列表', layout: 'default' },
  { path: '/classroomV2/liveCourseDetails', title: '直播课详情', layout: 'default' },
  { path: '/classroomV2/liveDetails', title: '直播详情', layout: 'default' },
  { path: '/classroomV2/myCourse', title: '我的课程', layout: 'user' },
  { path: '/classroomV2/riskEducationDetails', title: '风险教育详情', layout: 'default' },
  { path: '/klineTraining', title: 'K线训练', layout: 'default' },
  { path: '/klineTraining/calculator', title: '合约计算器', layout: 'default' },
  { path: '/klineTraining/drill', title: 'K线实战训练', layout: 'default', loginRequired: true },
  { path: '/klineTraining/pattern', title: 'K线形态课', layout: 'default' },
  { path: '/echartsDemo/ccgc', title: '持仓观察', layout: 'default' },
  { path: '/echartsDemo/jcclhb', title: '净持仓龙虎榜', layout: 'default' },
  { path: '/echartsDemo/mmll', title: '买卖力量', layout: 'default' },
  { path: '/headlineVideo', title: '头条视频', layout: 'default' },
  { path: '/live', title: '直播间', layout: 'default' },
  { path: '/liveReject', title: '无法进入直播间', layout: 'default' },
  { path: '/liveV2', title: '公开课', layout: 'default' },
  { path: '/liveV2/details', title: '直播详情', layout: 'default' },
  { path: '/liveV2/recommend', title: '推荐直播', layout: 'default' },
  { path: '/login', title: '登录', layout: 'default' },
  { path: '/luckDraw', title: '每日签到', layout: 'default' },
  { path: '/monitoringDataV2', title: '看数据', layout: 'default' },
  { path: '/my/agreementList', title: '协议列表', layout: 'user' },
  { path: '/my/class', title: '我的课堂', layout: 'user', loginRequired: true },
  { path: '/my/collection', title: '我的收藏', layout: 'user', loginRequired: true },
  { path: '/my/coupon', title: '优惠券', layout: 'user' },
  { path: '/my/fans', title: '我的粉丝', layout: 'user' },
  { path: '/my/follow', title: '我的关注', layout: 'user' },
  { path: '/my/history', title: '浏览历史', layout: 'user', loginRequired: true },
  { path: '/my/indicator', title: '我的指标', layout: 'user', loginRequired: true },
  { path: '/my/keyNewsletter', title: '重点快讯', layout: 'user', loginRequired: true },
  { path: '/my/paymentPassword', title: '支付密码', layout: 'user', loginRequired: true },
  { path: '/my/recharge', title: '钱包充值', layout: 'user', loginRequired: true },
  { path: '/my/setup', title: '设置', layout: 'user', loginRequired: true },
  { path: '/my/setUpInformation', title: '资料设置', layout: 'user' },
  { path: '/my/speech', title: '我的发言', layout: 'user', loginRequired: true },
  { path: '/my/vli', title: '我的V粒', layout: 'user', loginRequired: true },
  { path: '/payment', title: '支付', layout: 'default', loginRequired: true },
  { path: '/qiyouCommunityV2', title: '期友社区', layout: 'default' },
  { path: '/qiyouCommunityV2/board', title: '品种吧', layout: 'default' },
  { path: '/qiyouCommunityV2/home', title: '社区主页', layout: 'default' },
  { path: '/qiyouCommunityV2/infoDetails', title: '帖子详情', layout: 'default' },
  { path: '/qiyouCommunityV2/memberInfo', title: '期友主页', layout: 'default' },
  { path: '/qiyouCommunityV2/search', title: '社区搜索', layout: 'default' },
  { path: '/qiyouCommunityV2/topicDetails', title: '话题详情', layout: 'default' },
  { path: '/qiyouCommunityV2/topicList', title: '话题列表', layout: 'default' },
  { path: '/quotation', title: '行情分析', layout: 'default' },
  { path: '/quotationVideo', title: '行情视频', layout: 'default' },
  { path: '/reportDetails', title: '研报详情', layout: 'default' },
  { path: '/researcher', title: '研究员', layout: 'default' },
  { path: '/riskEducation', title: '风险教育', layout: 'default' },
  { path: '/riskEducationVideo', title: '风险教育视频', layout: 'default' },
  { path: '/search', title: '搜索', layout: 'default' },
  { path: '/signal', title: '交易信号', layout: 'default' },
  { path: '/strategy', title: '策略', layout: 'default' },
  { path: '/subscribe', title: '短信订阅', layout: 'default' },
  { path: '/subscribe/details', title: '订阅详情', layout: 'default' },
  { path: '/subscribe/list', title: '订阅列表', layout: 'default', loginRequired: true },
  { path: '/subscribe/setUp', title: '订阅设置', layout: 'default', loginRequired: true },
  { path: '/varietyTracking', title: '品种跟踪', layout: 'default' },
  { path: '/vipV2', title: 'VIP会员', layout: 'default' },
  { path: '/vli/shop', title: 'V粒商城', layout: 'default' },
  { path: '/vtarget/detail', title: '指标详情', layout: 'default' },
  { path: '/vTargetV2', title: '获取指标', layout: 'default' },
  { path: '/wxLoginCallback', title: '微信登录', layout: 'default' },
] as const satisfies readonly PageRoute[];

/** A path of the page table: what a feature's manifest of pages is keyed by (apps/web/src/shared/pages.ts). */
export type PagePath = (typeof pageRoutes)[number]['path'];

/** Older versions of an area and where their newest equivalent lives (see docs/decisions.md). */
export const redirectRoutes: RedirectRoute[] = [
  { path: '/agreement', to: '/agreementV2' },
  { path: '/bbas', to: '/bbasV3' },
  { path: '/bbas/attribute', to: '/bbasV3/details' },
  { path: '/bbas/detail', to: '/bbasV3/details' },
  { path: '/bbas/particulars', to: '/bbasV3/details' },
  { path: '/bbas/search', to: '/bbasV3' },
  { path: '/bbasV2', to: '/bbasV3' },
  { path: '/bbasV2/details', to: '/bbasV3/details' },
  { path: '/classroom', to: '/classroomV2' },
  { path: '/course', to: '/classroomV2/courseDetails' },
  { path: '/indexOld', to: '/' },
  { path: '/monitoringData', to: '/monitoringDataV2' },
  { path: '/viewingData', to: '/monitoringDataV2' },
  { path: '/qiyouCommunity', to: '/qiyouCommunityV2' },
  { path: '/qiyouCommunity/infoDetails', to: '/qiyouCommunityV2/infoDetails' },
  { path: '/qiyouCommunity/memberInfo', to: '/qiyouCommunityV2/memberInfo' },
  { path: '/qiyouCommunity/search', to: '/qiyouCommunityV2/search' },
  { path: '/qiyouCommunity/topicDetails', to: '/qiyouCommunityV2/topicDetails' },
  { path: '/qiyouCommunity/topicList', to: '/qiyouCommunityV2/topicList' },
  { path: '/qiyouCommunityV3', to: '/qiyouCommunityV2' },
  { path: '/vip', to: '/vipV2' },
  { path: '/vtarget', to: '/vTargetV2' },
  { path: '/vTargetV2/details', to: '/vtarget/detail' },
];

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** Typed links used by the pages, instead of strings scattered through them. */
export const paths = {
  home: '/',
  search: '/search',
  communitySearch: (keyword: string) => withQuery('/qiyouCommunityV2/search', { keyword }),
  viewData: (showModel?: string) => withQuery('/monitoringDataV2', { showModel }),
  bbas: '/bbasV3',
  bbasDetail: (symbol: string) => withQuery('/bbasV3/details', { symbol }),
  strategy: '/strategy',
  classroom: '/classroomV2',
  classroomByType: (type: string | number) => withQuery('/classroom', { type }),
  courseList: (filters: { class_id?: number; teacher_id?: number } = {}) => withQuery('/classroomV2/list', filters),
  courseDetails: (id: number) => withQuery('/classroomV2/courseDetails', { id }),
  /** Spec 001 §2: the cash desk of a course, back to `path` once paid. */
  coursePayment: (id: number, path: string) => withQuery('/payment', { id, type: 'course', path }),
  courseCashDesk: (id: number) => withQuery('/cashDesk/course', { id }),
  liveCourse: (id: number) => withQuery('/classroomV2/liveCourseDetails', { id }),
  liveSession: (id: number) => withQuery('/classroomV2/liveDetails', { id }),
  lesson: (courseId: number, lessonId: number) =>
    withQuery('/classroomV2/courseDetails', { id: courseId, lesson: lessonId }),
  liveRoom: (id: number, type: number) => withQuery('/live', { id, type }),
  liveCourses: '/liveV2',
  liveReject: '/liveReject',
  circle: '/circle',
  circleLive: '/circleLive',
  indicators: '/vTargetV2',
  indicator: (id: number) => withQuery('/vtarget/detail', { id }),
  indicatorCashDesk: (id: number) => withQuery('/cashDesk/vTarget', { id }),
  community: '/qiyouCommunityV2',
  communityMember: (id: number) => withQuery('/qiyouCommunityV2/memberInfo', { id }),
  communityPost: (id: number) => withQuery('/qiyouCommunityV2/infoDetails', { id }),
  communityBoard: (symbol: string) => withQuery('/qiyouCommunityV2/board', { symbol }),
  communityTopics: '/qiyouCommunityV2/topicList',
  communityTopic: (id: number) => withQuery('/qiyouCommunityV2/topicDetails', { id }),
  vip: '/vipV2',
  aboutUs: '/aboutUs',
  subscribe: '/subscribe',
  subscribeList: '/subscribe/list',
  subscribeSetUp: '/subscribe/setUp',
  subscription: (id: number) => withQuery('/subscribe/details', { id }),
  riskEducation: '/riskEducation',
  riskEducationVideos: '/riskEducationVideo',
  researcher: '/researcher',
  report: (id: number) => withQuery('/reportDetails', { id }),
  riskEducationItem: (id: number) => withQuery('/classroomV2/riskEducationDetails', { id }),
  training: '/klineTraining',
  drill: (id?: number) => withQuery('/klineTraining/drill', { id }),
  pattern: (kind: string) => withQuery('/klineTraining/pattern', { kind }),
  contractCalculator: (symbol?: string) => withQuery('/klineTraining/calculator', { symbol }),
  agreement: (name: string) => withQuery('/agreementV2', { name }),
  vliShop: '/vli/shop',
  luckDraw: '/luckDraw',
  ai: '/AI',
  wxLoginCallback: '/wxLoginCallback',
  /** Binding a phone to a WeChat identity (mode 6 as a page), then on to `path`. */
  bindMobile: (openid: string, path?: string) => withQuery('/bindMobile', { openid, path }),
  my: {
    speech: '/my/speech',
    keyNewsletter: '/my/keyNewsletter',
    courses: '/classroomV2/myCourse',
    collection: '/my/collection',
    coupon: '/my/coupon',
    indicators: '/my/indicator',
    history: '/my/history',
    profile: '/my/setUpInformation',
    vli: '/my/vli',
    follow: '/my/follow',
    fans: '/my/fans',
    recharge: '/my/recharge',
    classes: '/my/class',
    paymentPassword: '/my/paymentPassword',
    setup: '/my/setup',
    agreementList: '/my/agreementList',
  },
} as const;

/**
 * The operators' console's paths: a document and build of their own (apps/web/vite.config.ts), sent by
 * the server (platform/page-html.ts) and the dev server alike.
 */
export const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
