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
  /** Active on its own path only (the home tab); the others stay active on their area's sub-pages. */
  end?: boolean;
  menu?: () => ReactNode;
}

const tabs: Tab[] = [
  { label: '首页', to: paths.home, end: true },
  { label: '看数据', to: paths.viewData() },
  { label: 'BBAS', to: paths.bbas, menu: () => <BbasMenu /> },
  { label: '课堂', to: paths.classroom },
  { label: '直播', to: paths.liveCourses, menu: () => <LiveMenu /> },
  { label: '圈子', to: paths.circle },
  { label: '获取指标', to: paths.indicators },
  { label: '期友社区', to: paths.community },
  { label: 'VIP', to: paths.vip },
];

function TabLink({ tab }: { tab: Tab }) {
  return (
    <NavLink
      to={tab.to}
      end={tab.end}
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
