import { Spin } from 'antd';
import { paths } from '@vce/contract/routes';
import { Link, useSearchParams } from 'react-router';
import { useQuotes } from '../../features/market/api/get-quotes';
import { KLineChart } from '../../features/market/kline-chart/kline-chart';
import { QuoteHeader } from '../../features/market/quote-header';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { SearchGate } from '../../shared/quota/search-gate';
import { AfterPaint } from '../../shared/ui/after-paint';
import { NoData } from '../../shared/ui/no-data';
import './bbas-pages.css';

// Below the quote and the chart: their code (tables, tabs) loads once the quote has painted.
const TermStructure = lazyOnDemand(
  () => import('../../features/market/term-structure'),
  (module) => module.TermStructure,
);
const ExplainCard = lazyOnDemand(
  () => import('../../features/bbas/explain-card'),
  (module) => module.ExplainCard,
);
const BbasInfoTabs = lazyOnDemand(
  () => import('./bbas-info-tabs'),
  (module) => module.BbasInfoTabs,
);
const sectionsCode = [TermStructure, ExplainCard, BbasInfoTabs];

/** A product's quote, live K-line, its board, term structure, its state in words and its four information types. */
function ProductDetails({ symbol }: { symbol: string }) {
  const { data: quotes, isPending, isError } = useQuotes(symbol);
  if (isPending) return <Spin className="bbas-pane" />;
  if (isError) return <NoData description="没有找到这个品种" />;
  return (
    <div className="bbas-pane" data-testid="bbas-details">
      <QuoteHeader quotes={quotes} />
      <KLineChart symbol={symbol} tickSize={quotes.tick_size} />
      <Link className="bbas-board-link" to={paths.communityBoard(symbol)}>
        进入{quotes.name}吧，看期友怎么说 ›
      </Link>
      <AfterPaint code={sectionsCode} fallback={null}>
        <TermStructure quotes={quotes} />
        <ExplainCard symbol={symbol} />
        <BbasInfoTabs symbol={symbol} />
      </AfterPaint>
    </div>
  );
}

/** /bbasV3/details?symbol=: one of the day's free BBAS searches (members unlimited), then the product. */
export default function BbasDetailsPage() {
  const symbol = useSearchParams()[0].get('symbol') ?? '';
  if (!symbol) return <NoData description="请从左侧选择一个品种" />;
  return (
    <SearchGate tag="bbas" symbol={symbol}>
      <ProductDetails symbol={symbol} />
    </SearchGate>
  );
}
