import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query's key, by area, in one registry: a query takes its key from here, and an invalidation
 * names the keys it means (below) instead of writing strings that must match. A key starts with its
 * area, so `queryKeys.<area>.all` reaches every query of that area.
 */
export const queryKeys = {
  shell: {
    all: ['shell'] as const,
    init: (isNewRegistration: boolean) => ['shell', 'init', isNewRegistration] as const,
    device: ['shell', 'device'] as const,
    pcIndex: ['shell', 'pc-index'] as const,
    serviceConfig: ['shell', 'service-config'] as const,
    /** Every agreement's text, and one of them. */
    agreementTexts: ['shell', 'agreement'] as const,
    agreement: (name: string) => ['shell', 'agreement', name] as const,
    agreementList: ['shell', 'agreement-list'] as const,
    sitePage: (name: string) => ['shell', 'site-page', name] as const,
  },
  account: {
    all: ['account'] as const,
    userIndex: ['account', 'user-index'] as const,
    userCount: ['account', 'user-count'] as const,
    avatarLists: ['account', 'avatar-lists'] as const,
    followList: (kind: string, page: number) => ['account', 'follow-list', kind, page] as const,
    /** Everything a follow changes: the caller's counts and lists (members' pages are under community.members). */
    follows: ['account', 'follow-list'] as const,
    privilege: (tag: string) => ['account', 'privilege', tag] as const,
    captcha: (round: number) => ['account', 'captcha', round] as const,
    wechatTicket: (round: number) => ['account', 'wechat-ticket', round] as const,
    wechatCheck: (ticket: string | undefined) => ['account', 'wechat-check', ticket] as const,
  },
  market: {
    symbolList: ['market', 'symbol-list'] as const,
    symbolListWithPrice: ['market', 'symbol-list-with-price'] as const,
    overview: ['market', 'overview'] as const,
    capitalFlow: ['market', 'capital-flow'] as const,
    quotes: (symbol: string) => ['market', 'quotes', symbol] as const,
    dailyBars: (symbol: string) => ['market', 'daily-bars', symbol] as const,
    spotBasis: (symbol: string) => ['market', 'spot-basis', symbol] as const,
    spreads: (id: string) => ['market', 'spreads', id] as const,
    memberRankings: (symbol: string) => ['market', 'member-rankings', symbol] as const,
    signals: (filter: unknown) => ['market', 'signals', filter] as const,
    alerts: (symbol: string) => ['market', 'alerts', symbol] as const,
  },
  bbas: {
    all: ['bbas'] as const,
    baseInfo: ['bbas', 'base-info'] as const,
    express: (symbol: string) => ['bbas', 'express', symbol] as const,
    views: (symbol: string, page: number) => ['bbas', 'views', symbol, page] as const,
    pivot: (symbol: string) => ['bbas', 'pivot', symbol] as const,
    statistics: (symbol: string) => ['bbas', 'statistics', symbol] as const,
    explain: (symbol: string) => ['bbas', 'explain', symbol] as const,
  },
  /** The free and bought searches of each kind; a visitor's or a user's (the token is part of it). */
  quota: {
    all: ['quota'] as const,
    search: (tag: string, symbol: string, token: string) => ['quota', tag, symbol, token] as const,
  },
  commerce: {
    all: ['commerce'] as const,
    superVip: ['commerce', 'super-vip'] as const,
    payPassword: ['commerce', 'pay-password'] as const,
    walletLog: (input: unknown) => ['commerce', 'wallet-log', input] as const,
    /** Every page of the wallet's log. */
    walletLogs: ['commerce', 'wallet-log'] as const,
    exchangeRule: ['commerce', 'exchange-rule'] as const,
    cashDeskItem: (item: unknown) => ['commerce', 'cash-desk-item', item] as const,
    order: (orderId: string | null) => ['commerce', 'order', orderId] as const,
    coupons: (input: unknown) => ['commerce', 'coupons', input] as const,
    usableCoupons: (item: unknown) => ['commerce', 'coupons', 'usable', item] as const,
    tasks: ['commerce', 'tasks'] as const,
    newUserPack: ['commerce', 'new-user-pack'] as const,
    signBaseInfo: ['commerce', 'sign-base-info'] as const,
    signCalendar: (month: string) => ['commerce', 'sign-calendar', month] as const,
    /** Every month of the sign-in calendar. */
    signCalendars: ['commerce', 'sign-calendar'] as const,
    drawPrizes: ['commerce', 'draw-prizes'] as const,
    drawLog: (input: unknown) => ['commerce', 'draw-log', input] as const,
    vliShop: ['commerce', 'vli-shop'] as const,
    indicators: (input: unknown) => ['commerce', 'indicators', 'list', input] as const,
    indicator: (id: number | null) => ['commerce', 'indicators', 'detail', id] as const,
    myIndicators: (page: number, limit: number) => ['commerce', 'indicators', 'mine', page, limit] as const,
    /** Every page of the caller's indicators. */
    allMyIndicators: ['commerce', 'indicators', 'mine'] as const,
    indicatorReviews: (id: number, page: number) => ['commerce', 'indicators', 'reviews', id, page] as const,
    /** Every indicator's reviews, every page. */
    allIndicatorReviews: ['commerce', 'indicators', 'reviews'] as const,
    subscriptions: ['commerce', 'subscriptions'] as const,
    subscription: (id: number | null) => ['commerce', 'subscriptions', 'detail', id] as const,
  },
  community: {
    posts: ['community', 'posts'] as const,
    feed: (type: string, page: number, scope: { symbol?: string; topicId?: number } = {}, unsolved = false) =>
      ['community', 'posts', 'feed', type, scope.symbol ?? '', scope.topicId ?? 0, unsolved, page] as const,
    topics: ['community', 'topics'] as const,
    newsletters: ['community', 'newsletters'] as const,
    chart: (postId: number) => ['community', 'charts', postId] as const,
    favourites: (page: number) => ['community', 'posts', 'favourites', page] as const,
    history: ['community', 'posts', 'history'] as const,
    historyPage: (page: number) => ['community', 'posts', 'history', page] as const,
    topicList: (followed: boolean, page: number) => ['community', 'topics', 'list', followed, page] as const,
    topic: (id: number) => ['community', 'topics', id] as const,
    board: (symbol: string) => ['community', 'boards', symbol] as const,
    myPosts: (page: number) => ['community', 'posts', 'mine', page] as const,
    post: (id: number | null) => ['community', 'posts', 'detail', id] as const,
    comments: (postId: number) => ['community', 'comments', postId] as const,
    members: ['community', 'members'] as const,
    member: (id: number) => ['community', 'members', id] as const,
    memberPosts: (id: number, page: number) => ['community', 'members', id, 'posts', page] as const,
    memberFollows: (id: number, type: string, page: number) => ['community', 'members', id, type, page] as const,
    commentPage: (postId: number, page: number) => ['community', 'comments', postId, 'threads', page] as const,
    replies: (postId: number, threadId: number, page: number) =>
      ['community', 'comments', postId, 'replies', threadId, page] as const,
  },
  notices: {
    all: ['notices'] as const,
    unreadCount: ['notices', 'unread-count'] as const,
    list: ['notices', 'list'] as const,
  },
  admin: {
    all: ['admin'] as const,
    session: ['admin', 'session'] as const,
    /** Every page of the users' list, and one of them. */
    userLists: ['admin', 'users'] as const,
    users: (filter: object) => ['admin', 'users', filter] as const,
    user: (id: number) => ['admin', 'user', id] as const,
    /** Every page of the audit log, and one of them. */
    auditPages: ['admin', 'audit'] as const,
    audit: (filter: object) => ['admin', 'audit', filter] as const,
    settings: ['admin', 'settings'] as const,
    /** Every page of the orders' list, and one of them; one order. */
    orderLists: ['admin', 'orders'] as const,
    orders: (filter: object) => ['admin', 'orders', filter] as const,
    order: (orderNo: string) => ['admin', 'order', orderNo] as const,
    /** Every page of the moderation queue, and one of them. */
    reportPages: ['admin', 'reports'] as const,
    reports: (filter: object) => ['admin', 'reports', filter] as const,
    bannedWords: ['admin', 'banned-words'] as const,
    /** Every page of the running mutes, and one of them. */
    mutePages: ['admin', 'mutes'] as const,
    mutes: (filter: object) => ['admin', 'mutes', filter] as const,
    sitePages: ['admin', 'site-pages'] as const,
    carousel: ['admin', 'carousel'] as const,
    liveRooms: ['admin', 'live-rooms'] as const,
    couponTemplates: ['admin', 'coupon-templates'] as const,
    signIn: ['admin', 'sign-in'] as const,
    vipLevels: ['admin', 'vip-levels'] as const,
    /** Every page of the reconciled days, and one of them; one day with its differences. */
    reconciliationPages: ['admin', 'reconciliation'] as const,
    reconciliations: (filter: object) => ['admin', 'reconciliation', filter] as const,
    reconciliation: (id: number) => ['admin', 'reconciliation-day', id] as const,
    ledgerTotals: (filter: object) => ['admin', 'ledger-totals', filter] as const,
    quotas: ['admin', 'quotas'] as const,
    tasks: ['admin', 'tasks'] as const,
    giftPack: ['admin', 'gift-pack'] as const,
    bbasCategories: ['admin', 'bbas-categories'] as const,
    /** Every page of the BBAS notes (or views), and one of them. */
    bbasNotePages: ['admin', 'bbas-notes'] as const,
    bbasNotes: (filter: object) => ['admin', 'bbas-notes', filter] as const,
    bbasViewPages: ['admin', 'bbas-views'] as const,
    bbasViews: (filter: object) => ['admin', 'bbas-views', filter] as const,
    /** Every page of the strategy notes, and one of them; who may sign one. */
    strategyNotePages: ['admin', 'strategy'] as const,
    strategyNotes: (filter: object) => ['admin', 'strategy', filter] as const,
    strategyAuthors: ['admin', 'strategy-authors'] as const,
    avatars: ['admin', 'avatars'] as const,
    indicators: ['admin', 'indicators'] as const,
    honours: ['admin', 'honours'] as const,
    memberHonours: (userId: number) => ['admin', 'member-honours', userId] as const,
    agreements: ['admin', 'agreements'] as const,
    /** Every agreement's text in the console, and one of them. */
    agreementTexts: ['admin', 'agreement'] as const,
    agreement: (name: string) => ['admin', 'agreement', name] as const,
    /** Every page of the coupon batches, and one of them. */
    couponBatchPages: ['admin', 'coupon-batches'] as const,
    couponBatches: (filter: object) => ['admin', 'coupon-batches', filter] as const,
    /** Every page of the research reports' list, and one of them. */
    researchReportPages: ['admin', 'research-reports'] as const,
    researchReports: (filter: object) => ['admin', 'research-reports', filter] as const,
    reportAuthors: ['admin', 'report-authors'] as const,
    /** Every page of the cooperation inbox, and one of them. */
    cooperationPages: ['admin', 'cooperation'] as const,
    cooperation: (filter: object) => ['admin', 'cooperation', filter] as const,
    /** Every page of the courses' list, and one of them; one course; the form's choices; uploads under way. */
    courseLists: ['admin', 'courses'] as const,
    courses: (filter: object) => ['admin', 'courses', filter] as const,
    course: (id: number) => ['admin', 'course', id] as const,
    courseChoices: ['admin', 'course-choices'] as const,
    videoJobs: (ids: number[]) => ['admin', 'video-jobs', ids] as const,
    statistics: (range: object) => ['admin', 'statistics', range] as const,
  },
  search: {
    results: (keyword: string, scope: string, page: number) => ['search', 'results', keyword, scope, page] as const,
    suggest: (keyword: string) => ['search', 'suggest', keyword] as const,
    recent: ['search', 'recent'] as const,
  },
  live: {
    rooms: ['live', 'rooms'] as const,
    room: (id: number | null) => ['live', 'room', id] as const,
    circle: ['live', 'circle'] as const,
    circleFeed: (scope: string, page: number) => ['live', 'circle', 'feed', scope, page] as const,
    circleComments: (postId: number) => ['live', 'circle', 'comments', postId] as const,
    direct: ['live', 'direct'] as const,
    directChats: ['live', 'direct', 'chats'] as const,
    directMessages: (chatId: number) => ['live', 'direct', 'messages', chatId] as const,
  },
  learning: {
    all: ['learning'] as const,
    baseInfo: ['learning', 'base-info'] as const,
    recommended: ['learning', 'recommended'] as const,
    courses: (input: unknown) => ['learning', 'courses', input] as const,
    course: (id: number | null) => ['learning', 'course', id] as const,
    reviewsOf: (courseId: number) => ['learning', 'reviews', courseId] as const,
    reviews: (courseId: number, page: number) => ['learning', 'reviews', courseId, page] as const,
    lesson: (id: number | null) => ['learning', 'lesson', id] as const,
    myCourses: (page: number) => ['learning', 'my-courses', page] as const,
    risk: ['learning', 'risk'] as const,
    riskItems: ['learning', 'risk', 'list'] as const,
    riskItem: (id: number | null) => ['learning', 'risk', 'item', id] as const,
    reports: (input: unknown) => ['learning', 'reports', input] as const,
    report: (id: number | null) => ['learning', 'report', id] as const,
    researchers: ['learning', 'researchers'] as const,
    strategyNotes: (input: unknown) => ['learning', 'strategy-notes', input] as const,
    videos: (input: unknown) => ['learning', 'videos', input] as const,
    video: (id: number | null) => ['learning', 'video', id] as const,
    drill: (id: number | null) => ['learning', 'drill', id] as const,
    drillStanding: ['learning', 'drill-standing'] as const,
    live: ['learning', 'live'] as const,
    liveSchedule: ['learning', 'live', 'schedule'] as const,
    liveCourse: (id: number | null) => ['learning', 'live', 'course', id] as const,
    liveSession: (id: number | null) => ['learning', 'live', 'session', id] as const,
    leaderboard: ['learning', 'leaderboard'] as const,
    patterns: ['learning', 'patterns'] as const,
    contractInfo: (symbol: string) => ['learning', 'contract-info', symbol] as const,
    pattern: (kind: string) => ['learning', 'pattern', kind] as const,
  },
  assistant: {
    chatInit: (token: string) => ['assistant', 'chat-init', token] as const,
    history: ['assistant', 'history'] as const,
    historyOf: (token: string) => ['assistant', 'history', token] as const,
  },
};

/**
 * What a change touches, named: each is the keys to invalidate after it. A payment, a V粒 exchange
 * or a claimed gift moves balances, membership and what they unlock, which every personal page and
 * the quotas show.
 */
export const changedBy = {
  /** V券 or V粒 spent or granted, a membership bought or given: the account, commerce's pages, the quotas, the courses they open. */
  holdings: [queryKeys.account.all, queryKeys.commerce.all, queryKeys.quota.all, queryKeys.learning.all],
} as const;

/** Invalidates every query under each of `keys`, together. */
export const invalidateAll = (queryClient: QueryClient, keys: readonly (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
