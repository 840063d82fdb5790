import { useQuery } from '@tanstack/react-query';
import { changeColor, formatPercent } from '../format';
import { symbolListWithPriceQueryOptions } from './get-symbol-list-with-price';
import './product-chip.css';

/**
 * A product's live price and change beside its name (a post's product tag, a board's head): the
 * main contract's figures from the symbol list, read again every 5 s while shown, and 模拟 when
 * they come from the market simulator.
 */
export function ProductPrice({ symbol }: { symbol: string }) {
  const { data } = useQuery({ ...symbolListWithPriceQueryOptions(), refetchInterval: 5_000 });
  const item = data?.flatMap((exchange) => exchange.list).find((row) => row.symbol === symbol);
  if (!item) return null;
  return (
    <span className="product-price" style={{ color: changeColor(item.zdf) }} data-testid="product-price">
      {item.lastPrice} {formatPercent(item.zdf)}
      {item.simulated && <span className="product-price-simulated">模拟</span>}
    </span>
  );
}
