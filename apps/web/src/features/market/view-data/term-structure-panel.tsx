import { Card } from 'antd';
import { QueryView } from '../../../shared/ui/query-view';
import { useQuotes } from '../api/get-quotes';
import { TermStructureChart } from '../charts/term-structure-chart';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { SymbolDashboard } from '../symbol-dashboard';
import { TermStructure } from '../term-structure';

/** A product's listed months as a curve against spot, over the board of every month. */
export function TermStructureView({ symbol }: { symbol: string }) {
  const query = useQuotes(symbol);
  return (
    <QueryView query={query}>
      {(quotes) => (
        <>
          <Card
            size="small"
            title={`${quotes.name} 各月合约价格（现货 ${quotes.spot}）`}
            extra={<SimulatedTag simulated={quotes.simulated} />}
          >
            <TermStructureChart quotes={quotes} />
          </Card>
          <TermStructure quotes={quotes} />
        </>
      )}
    </QueryView>
  );
}

/** 期限结构 tab: the term structure of the chosen product, refreshed every 3 s. */
export function TermStructurePanel() {
  return <SymbolDashboard note="各月合约实时行情">{(symbol) => <TermStructureView symbol={symbol} />}</SymbolDashboard>;
}
