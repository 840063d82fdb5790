import type { ReactNode } from 'react';
import { SearchGate } from '../../shared/quota/search-gate';
import { useQueryParam } from '../../shared/use-query-param';
import { defaultDashboardSymbol } from './default-symbol';
import { SymbolPicker } from './symbol-picker';

/** The product a dashboard shows, kept in the address (`?symbol=`). */
const useSymbolParam = () => useQueryParam('symbol', defaultDashboardSymbol);

/**
 * A dashboard of one product: the picker, then the body once today's free view-data search of that
 * product is granted (members always; others see the quota popup past the daily limit).
 */
export function SymbolDashboard({ note, children }: { note?: ReactNode; children: (symbol: string) => ReactNode }) {
  const [symbol, setSymbol] = useSymbolParam();
  return (
    <>
      <div className="dashboard-toolbar">
        <SymbolPicker value={symbol} onChange={(next) => setSymbol(next ?? symbol)} />
        {note ? <span className="muted">{note}</span> : null}
      </div>
      <SearchGate tag="view_data" symbol={symbol}>
        {children(symbol)}
      </SearchGate>
    </>
  );
}
