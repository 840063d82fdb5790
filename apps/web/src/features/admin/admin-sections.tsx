import type { AdminResource, AdminSession } from '@vce/contract/admin';
import type { ReactElement } from 'react';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { UsersPage } from './users/users-page';

// Loaded when shown: every section but the first.
const AuditPage = lazyOnDemand(
  () => import('./audit/audit-page'),
  (module) => module.AuditPage,
);
const OrdersPage = lazyOnDemand(
  () => import('./orders/orders-page'),
  (module) => module.OrdersPage,
);
const SettingsPage = lazyOnDemand(
  () => import('./settings/settings-page'),
  (module) => module.SettingsPage,
);
const ReportsPage = lazyOnDemand(
  () => import('./moderation/reports-page'),
  (module) => module.ReportsPage,
);
const BannedWordsPage = lazyOnDemand(
  () => import('./moderation/banned-words-page'),
  (module) => module.BannedWordsPage,
);
const MutesPage = lazyOnDemand(
  () => import('./moderation/mutes-page'),
  (module) => module.MutesPage,
);
const SitePagesPage = lazyOnDemand(
  () => import('./pages/site-pages-page'),
  (module) => module.SitePagesPage,
);
const CooperationPage = lazyOnDemand(
  () => import('./pages/cooperation-page'),
  (module) => module.CooperationPage,
);
const CoursesPage = lazyOnDemand(
  () => import('./courses/courses-page'),
  (module) => module.CoursesPage,
);
const StatisticsPage = lazyOnDemand(
  () => import('./statistics/statistics-page'),
  (module) => module.StatisticsPage,
);
const CarouselPage = lazyOnDemand(
  () => import('./carousel/carousel-page'),
  (module) => module.CarouselPage,
);
const CouponsPage = lazyOnDemand(
  () => import('./coupons/coupons-page'),
  (module) => module.CouponsPage,
);
const SignInPage = lazyOnDemand(
  () => import('./sign-in/sign-in-page'),
  (module) => module.SignInPage,
);
const VipLevelsPage = lazyOnDemand(
  () => import('./vip-levels/vip-levels-page'),
  (module) => module.VipLevelsPage,
);
const GiftPackPage = lazyOnDemand(
  () => import('./gift-pack/gift-pack-page'),
  (module) => module.GiftPackPage,
);
const TasksPage = lazyOnDemand(
  () => import('./tasks/tasks-page'),
  (module) => module.TasksPage,
);
const AgreementsPage = lazyOnDemand(
  () => import('./agreements/agreements-page'),
  (module) => module.AgreementsPage,
);
const QuotasPage = lazyOnDemand(
  () => import('./quotas/quotas-page'),
  (module) => module.QuotasPage,
);
const LedgerPage = lazyOnDemand(
  () => import('./ledger/ledger-page'),
  (module) => module.LedgerPage,
);
const ReconciliationPage = lazyOnDemand(
  () => import('./reconciliation/reconciliation-page'),
  (module) => module.ReconciliationPage,
);
const LiveRoomsPage = lazyOnDemand(
  () => import('./live-rooms/live-rooms-page'),
  (module) => module.LiveRoomsPage,
);
const ResearchReportsPage = lazyOnDemand(
  () => import('./research-reports/research-reports-page'),
  (module) => module.ResearchReportsPage,
);
const BbasCategoriesPage = lazyOnDemand(
  () => import('./bbas/categories-page'),
  (module) => module.BbasCategoriesPage,
);
const BbasNotesPage = lazyOnDemand(
  () => import('./bbas/notes-page'),
  (module) => module.BbasNotesPage,
);
const BbasViewsPage = lazyOnDemand(
  () => import('./bbas/views-page'),
  (module) => module.BbasViewsPage,
);
const StrategyPage = lazyOnDemand(
  () => import('./strategy/strategy-page'),
  (module) => module.StrategyPage,
);
const AvatarsPage = lazyOnDemand(
  () => import('./avatars/avatars-page'),
  (module) => module.AvatarsPage,
);
const IndicatorsPage = lazyOnDemand(
  () => import('./indicators/indicators-page'),
  (module) => module.IndicatorsPage,
);
const HonoursPage = lazyOnDemand(
  () => import('./honours/honours-page'),
  (module) => module.HonoursPage,
);
/** The console's sections, each shown to roles allowed to list it. */
export const sections: {
  path: string;
  label: string;
  resource: AdminResource;
  page: (session: AdminSession) => ReactElement;
}[] = [
  { path: 'users', label: '用户管理', resource: 'users', page: (session) => <UsersPage session={session} /> },
  { path: 'orders', label: '订单管理', resource: 'orders', page: (session) => <OrdersPage session={session} /> },
  { path: 'ledger', label: '资金日报', resource: 'balances', page: () => <LedgerPage /> },
  {
    path: 'reconciliation',
    label: '对账',
    resource: 'reconciliation',
    page: (session) => <ReconciliationPage session={session} />,
  },
  { path: 'reports', label: '举报处理', resource: 'reports', page: (session) => <ReportsPage session={session} /> },
  {
    path: 'banned-words',
    label: '违禁词',
    resource: 'banned_words',
    page: (session) => <BannedWordsPage session={session} />,
  },
  { path: 'honours', label: '荣誉', resource: 'honours', page: (session) => <HonoursPage session={session} /> },
  { path: 'mutes', label: '禁言', resource: 'mutes', page: (session) => <MutesPage session={session} /> },
  { path: 'courses', label: '课程管理', resource: 'courses', page: (session) => <CoursesPage session={session} /> },
  {
    path: 'research-reports',
    label: '研报管理',
    resource: 'research_reports',
    page: (session) => <ResearchReportsPage session={session} />,
  },
  { path: 'strategy', label: '策略', resource: 'strategy', page: (session) => <StrategyPage session={session} /> },
  {
    path: 'bbas-notes',
    label: 'BBAS短评',
    resource: 'bbas_notes',
    page: (session) => <BbasNotesPage session={session} />,
  },
  {
    path: 'bbas-views',
    label: '机构观点',
    resource: 'bbas_views',
    page: (session) => <BbasViewsPage session={session} />,
  },
  {
    path: 'bbas-categories',
    label: 'BBAS品种',
    resource: 'bbas_categories',
    page: (session) => <BbasCategoriesPage session={session} />,
  },
  {
    path: 'live-rooms',
    label: '直播间管理',
    resource: 'live_rooms',
    page: (session) => <LiveRoomsPage session={session} />,
  },
  { path: 'coupons', label: '优惠券', resource: 'coupons', page: (session) => <CouponsPage session={session} /> },
  {
    path: 'vip-levels',
    label: '会员套餐',
    resource: 'vip_levels',
    page: (session) => <VipLevelsPage session={session} />,
  },
  {
    path: 'indicators',
    label: '指标',
    resource: 'indicators',
    page: (session) => <IndicatorsPage session={session} />,
  },
  { path: 'quotas', label: '次数与兑换', resource: 'quotas', page: (session) => <QuotasPage session={session} /> },
  {
    path: 'gift-pack',
    label: '新人礼包',
    resource: 'gift_packs',
    page: (session) => <GiftPackPage session={session} />,
  },
  { path: 'tasks', label: '任务', resource: 'tasks', page: (session) => <TasksPage session={session} /> },
  { path: 'sign-in', label: '签到抽奖', resource: 'sign_in', page: (session) => <SignInPage session={session} /> },
  { path: 'statistics', label: '数据统计', resource: 'statistics', page: () => <StatisticsPage /> },
  { path: 'settings', label: '站点设置', resource: 'settings', page: (session) => <SettingsPage session={session} /> },
  { path: 'avatars', label: '头像', resource: 'avatars', page: (session) => <AvatarsPage session={session} /> },
  {
    path: 'agreements',
    label: '协议',
    resource: 'agreements',
    page: (session) => <AgreementsPage session={session} />,
  },
  { path: 'carousel', label: '首页轮播', resource: 'carousel', page: (session) => <CarouselPage session={session} /> },
  { path: 'pages', label: '页面文字', resource: 'settings', page: (session) => <SitePagesPage session={session} /> },
  {
    path: 'cooperation',
    label: '商务合作',
    resource: 'cooperation',
    page: (session) => <CooperationPage session={session} />,
  },
  { path: 'audit', label: '审计日志', resource: 'audit', page: () => <AuditPage /> },
];
