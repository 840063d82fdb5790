import type { ExchangeWithPrices } from '../../shared/market/get-symbol-list-with-price';
import { SymbolPriceCard } from './symbol-price-card';

/** A row of the products the site recommends (`symbols`, in order), with their prices. */
export function RecommendedSymbols({ exchanges, symbols }: { exchanges: ExchangeWithPrices[]; symbols: string[] }) {
  const products = exchanges.flatMap((exchange) => exchange.list);
  const picks = symbols.flatMap((symbol) => products.filter((item) => item.symbol === symbol));
  if (picks.length === 0) return null;
  return (
    <section className="recommended-symbols" aria-label="推荐品种">
      <h3>推荐品种</h3>
      <div className="symbol-row">
        {picks.map((item) => (
          <SymbolPriceCard key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
