import { Tabs } from 'antd';
import { useQueryParam } from '../../../shared/use-query-param';
import { DashboardPage } from '../dashboard-page';
import { SymbolDashboard } from '../symbol-dashboard';
import { SpotBasisView } from '../view-data/spot-basis-panel';
import { TermStructureView } from '../view-data/term-structure-panel';
import { TechnicalView } from './technical-view';
import { VolumePriceView } from './volume-price-view';

const analyses = [
  { key: '1', label: '基本面分析' },
  { key: '2', label: '技术分析' },
  { key: '3', label: '量价分析' },
];

/** The analysis of one kind (`type`) for a product. */
function Analysis({ type, symbol }: { type: string; symbol: string }) {
  if (type === '2') return <TechnicalView symbol={symbol} />;
  if (type === '3') return <VolumePriceView symbol={symbol} />;
  return (
    <>
      <SpotBasisView symbol={symbol} />
      <TermStructureView symbol={symbol} />
    </>
  );
}

/**
 * 行情分析 (/quotation?type=1|2|3) of one product: fundamental (spot, basis and the term structure),
 * technical (signals and the K-line) and volume-price (docs/decisions.md "Data dashboards").
 */
export default function QuotationPage() {
  const [type, setType] = useQueryParam('type', '1');
  const activeType = analyses.some((analysis) => analysis.key === type) ? type : '1';
  return (
    <DashboardPage title="行情分析">
      <Tabs activeKey={activeType} onChange={setType} items={analyses} />
      <SymbolDashboard>{(symbol) => <Analysis type={activeType} symbol={symbol} />}</SymbolDashboard>
    </DashboardPage>
  );
}
