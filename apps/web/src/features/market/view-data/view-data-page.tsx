import { Spin, Tabs } from 'antd';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../../shared/lazy-chunk';
import { useQueryParam } from '../../../shared/use-query-param';
import { DashboardPage } from '../dashboard-page';
import { PositionsPanel } from './positions-panel';

// The first tab comes with the page; each other tab's code (tables, charts, the live feed) loads
// when the tab is first opened.
const VolumePanel = lazyOnDemand(
  () => import('./volume-panel'),
  (module) => module.VolumePanel,
);
const SpotBasisPanel = lazyOnDemand(
  () => import('./spot-basis-panel'),
  (module) => module.SpotBasisPanel,
);
const CapitalFlowPanel = lazyOnDemand(
  () => import('./capital-flow-panel'),
  (module) => module.CapitalFlowPanel,
);
const SpreadsPanel = lazyOnDemand(
  () => import('./spreads-panel'),
  (module) => module.SpreadsPanel,
);
const TermStructurePanel = lazyOnDemand(
  () => import('./term-structure-panel'),
  (module) => module.TermStructurePanel,
);
const MonitoringPanel = lazyOnDemand(
  () => import('./monitoring-panel'),
  (module) => module.MonitoringPanel,
);

/** The tabs in order; `showModel` is the tab's position from 1 (docs/decisions.md "Data dashboards"). */
const tabs = [
  { label: '持仓', Panel: PositionsPanel },
  { label: '成交量', Panel: VolumePanel },
  { label: '现货基差', Panel: SpotBasisPanel },
  { label: '资金流向', Panel: CapitalFlowPanel },
  { label: '价差', Panel: SpreadsPanel },
  { label: '期限结构', Panel: TermStructurePanel },
  { label: '实时监控', Panel: MonitoringPanel },
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
