import { paths } from '@vce/contract/routes';
import { Link } from 'react-router';
import { changeColor, formatPercent } from '../../shared/format';
import type { SymbolWithPrice } from '../../shared/market/get-symbol-list-with-price';
import './symbol-cards.css';

/** A product with its main contract's price and change, opening its BBAS details. */
export function SymbolPriceCard({ item }: { item: SymbolWithPrice }) {
  const color = changeColor(item.zdf);
  return (
    <Link className="symbol-card" to={paths.bbasDetail(item.symbol)} style={{ borderTopColor: color }}>
      <strong className="symbol-card-name" title={item.name}>
        {item.name}
      </strong>
      <span className="muted">{item.main_contract}</span>
      <span className="symbol-card-price" style={{ color }}>
        {item.lastPrice} <small>{formatPercent(item.zdf)}</small>
      </span>
    </Link>
  );
}
