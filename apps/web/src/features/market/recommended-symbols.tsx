import type { ExchangeWithPrices } from '../../shared/market/get-symbol-list-with-price';
import { SymbolPriceCard } from './symbol-price-card';

/** The editors' pick of the most traded products (docs/decisions.md "BBAS pages"). */
const recommendedSymbols = ['rb', 'i', 'au', 'cu', 'sc', 'm', 'SR', 'IF'];

/** A row of the products most readers look at first. */
export function RecommendedSymbols({ exchanges }: { exchanges: ExchangeWithPrices[] }) {
  const products = exchanges.flatMap((exchange) => exchange.list);
  const picks = recommendedSymbols.flatMap((symbol) => products.filter((item) => item.symbol === symbol));
  return (
    <section className="recommended-symbols" aria-label="推荐品种">
      <h3>热门品种</h3>
      <div className="symbol-row">
        {picks.map((item) => (
          <SymbolPriceCard key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
