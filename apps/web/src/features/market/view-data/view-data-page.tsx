import { Tabs } from 'antd';
import { useQueryParam } from '../../../shared/use-query-param';
import { CapitalFlowPanel } from './capital-flow-panel';
import { MonitoringPanel } from './monitoring-panel';
import { PositionsPanel } from './positions-panel';
import { SpotBasisPanel } from './spot-basis-panel';
import { SpreadsPanel } from './spreads-panel';
import { TermStructurePanel } from './term-structure-panel';
import { VolumePanel } from './volume-panel';
import { DashboardPage } from '../dashboard-page';

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
        items={tabs.map(({ label, Panel }, index) => ({ key: String(index + 1), label, children: <Panel /> }))}
      />
    </DashboardPage>
  );
}
