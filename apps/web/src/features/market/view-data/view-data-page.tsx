import { Spin, Tabs } from 'antd';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../../shared/lazy-chunk';
import { useQueryParam } from '../../../shared/use-query-param';
import { DashboardPage } from '../dashboard-page';
import { PositionsPanel } from './positions-panel';

/**
 * The tabs in order; `showModel` is the tab's position from 1 (docs/decisions.md "Data dashboards").
 * The first comes with the page; each other's code (tables, charts, the live feed) loads when the
 * tab is first opened.
 */
const tabs = [
  { label: '持仓', Panel: PositionsPanel },
  {
    label: '成交量',
    Panel: lazyOnDemand(
      () => import('./volume-panel'),
      (panel) => panel.VolumePanel,
    ),
  },
  {
    label: '现货基差',
    Panel: lazyOnDemand(
      () => import('./spot-basis-panel'),
      (panel) => panel.SpotBasisPanel,
    ),
  },
  {
    label: '资金流向',
    Panel: lazyOnDemand(
      () => import('./capital-flow-panel'),
      (panel) => panel.CapitalFlowPanel,
    ),
  },
  {
    label: '价差',
    Panel: lazyOnDemand(
      () => import('./spreads-panel'),
      (panel) => panel.SpreadsPanel,
    ),
  },
  {
    label: '期限结构',
    Panel: lazyOnDemand(
      () => import('./term-structure-panel'),
      (panel) => panel.TermStructurePanel,
    ),
  },
  {
    label: '实时监控',
    Panel: lazyOnDemand(
      () => import('./monitoring-panel'),
      (panel) => panel.MonitoringPanel,
    ),
  },
];

/** 看数据 (/monitoringDataV2): the market-data dashboards, one per tab, only the open one drawn. */
export default function ViewDataPage() {
  const [showModel, setShowModel] = useQueryParam('showModel', '1');
  const activeKey = tabs[Number(showModel) - 1] ? showModel : '1';
  return (
    <DashboardPage title="看数据">
      <Tabs
        activeKey={activeKey}
        onChange={setShowModel}
        destroyOnHidden
        items={tabs.map(({ label, Panel }, index) => ({
          key: String(index + 1),
          label,
          children: (
            <Suspense fallback={<Spin className="dashboard-loading" />}>
              <Panel />
            </Suspense>
          ),
        }))}
      />
    </DashboardPage>
  );
}
