import { DownOutlined } from '@ant-design/icons';
import { paths } from '@vce/contract/routes';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { StatType, track } from '../../../shared/statistics';
import { HoverPanel } from '../../../shared/ui/hover-panel';
import { lazyOnDemand } from '../../../shared/lazy-chunk';

// The menus' code (and their prices and rooms) loads when a menu first opens.
const BbasMenu = lazyOnDemand(
  () => import('./bbas-menu'),
  (module) => module.BbasMenu,
);
const LiveMenu = lazyOnDemand(
  () => import('./live-menu'),
  (module) => module.LiveMenu,
);

interface Tab {
  label: string;
  to: string;
  /** The header tab stays active on the area's sub-pages. */
  area: string;
  menu?: () => ReactNode;
}

const tabs: Tab[] = [
  { label: '首页', to: paths.home, area: '/' },
  { label: '看数据', to: paths.viewData(), area: '/monitoringDataV2' },
  { label: 'BBAS', to: paths.bbas, area: '/bbasV3', menu: () => <BbasMenu /> },
  { label: '课堂', to: paths.classroom, area: '/classroomV2' },
  { label: '直播', to: paths.liveCourses, area: '/liveV2', menu: () => <LiveMenu /> },
  { label: '圈子', to: paths.circle, area: '/circle' },
  { label: '获取指标', to: paths.indicators, area: '/vTargetV2' },
  { label: '期友社区', to: paths.community, area: '/qiyouCommunityV2' },
  { label: 'VIP', to: paths.vip, area: '/vipV2' },
];

function TabLink({ tab }: { tab: Tab }) {
  return (
    <NavLink
      to={tab.to}
      end={tab.area === '/'}
      className={({ isActive }) => (isActive ? 'nav-tab active' : 'nav-tab')}
      onClick={() => track(StatType.headerTab, tab.label)}
    >
      {tab.label}
      {tab.menu ? <DownOutlined className="nav-tab-caret" /> : null}
    </NavLink>
  );
}

export function NavTabs() {
  return (
    <nav className="nav-tabs" aria-label="主导航">
      {tabs.map((tab) =>
        tab.menu ? (
          <HoverPanel key={tab.label} panel={tab.menu} placement="bottom-start">
            <TabLink tab={tab} />
          </HoverPanel>
        ) : (
          <TabLink key={tab.label} tab={tab} />
        ),
      )}
    </nav>
  );
}
