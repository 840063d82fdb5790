import { Tabs } from 'antd';
import { type ExchangeWithPrices, hasSimulatedPrices } from '../../shared/market/get-symbol-list-with-price';
import { SimulatedTag } from '../../shared/ui/simulated-tag';
import { SymbolPriceCard } from './symbol-price-card';

/** Every exchange as a tab, its products as price cards. */
export function SymbolBoard({ exchanges }: { exchanges: ExchangeWithPrices[] }) {
  return (
    <Tabs
      className="symbol-board"
      tabBarExtraContent={<SimulatedTag simulated={hasSimulatedPrices(exchanges)} />}
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
