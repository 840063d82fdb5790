import { limits } from '@vce/contract/limits';
import { msg } from '@vce/contract/messages';
import { Spin } from 'antd';
import { changeColor, formatPercent } from '../../../shared/format';
import { hasSimulatedPrices, useSymbolListWithPrice } from '../../../shared/market/get-symbol-list-with-price';
import { NoData } from '../../../shared/ui/no-data';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { toast } from '../../../shared/ui/feedback';

/**
 * Step 3: up to 6 products to follow, each with its main contract, price and change, labelled
 * 模拟行情 while the prices come from the market simulator.
 */
export function SymbolsStep({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { data: exchanges = [], isPending, isError } = useSymbolListWithPrice(true);
  const toggle = (id: number) => {
    if (value.includes(id)) return onChange(value.filter((chosen) => chosen !== id));
    if (value.length >= limits.followedSymbolsMax) return void toast.warning(msg.tooManySymbols);
    onChange([...value, id]);
  };
  if (isPending) return <Spin />;
  if (isError || exchanges.length === 0) return <NoData />;
  return (
    <div className="wizard-symbols">
      <p className="wizard-symbols-head">
        已选 {value.length}/{limits.followedSymbolsMax} <SimulatedTag simulated={hasSimulatedPrices(exchanges)} />
      </p>
      {exchanges.map((exchange) => (
        <section key={exchange.code} aria-label={exchange.name}>
          <h4>{exchange.name}</h4>
          <ul>
            {exchange.list.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={value.includes(item.id) ? 'is-selected' : undefined}
                  aria-pressed={value.includes(item.id)}
                  onClick={() => toggle(item.id)}
                >
                  <strong>{item.name}</strong>
                  <span className="muted">{item.main_contract}</span>
                  <span style={{ color: changeColor(item.zdf) }}>
                    {item.lastPrice} {formatPercent(item.zdf)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
