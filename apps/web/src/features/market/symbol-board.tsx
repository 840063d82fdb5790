import { Tabs } from 'antd';
import type { ExchangeWithPrices } from '../../shared/market/get-symbol-list-with-price';
import { SymbolPriceCard } from './symbol-price-card';

/** Every exchange as a tab, its products as price cards. */
export function SymbolBoard({ exchanges }: { exchanges: ExchangeWithPrices[] }) {
  return (
    <Tabs
      className="symbol-board"
      items={exchanges.map((exchange) => ({
        key: exchange.code,
        label: exchange.name,
        children: (
          <div className="symbol-grid">
            {exchange.list.map((item) => (
              <SymbolPriceCard key={item.id} item={item} />
            ))}
          </div>
        ),
      }))}
    />
  );
}
