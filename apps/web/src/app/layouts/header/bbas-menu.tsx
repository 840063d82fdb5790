import { paths } from '@vce/contract/routes';
import { Spin } from 'antd';
import { Link } from 'react-router';
import { changeColor, formatPercent } from '../../../shared/format';
import { hasSimulatedPrices, useSymbolListWithPrice } from '../../../shared/market/get-symbol-list-with-price';
import { StatType, track } from '../../../shared/statistics';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';

/** The BBAS tab's dropdown: every exchange with its products' prices, each opening its BBAS detail. */
export function BbasMenu() {
  const { data, isPending } = useSymbolListWithPrice();
  if (isPending) return <Spin className="header-panel" />;
  return (
    <div className="header-panel bbas-menu" data-testid="bbas-menu">
      <SimulatedTag simulated={hasSimulatedPrices(data)} className="bbas-menu-feed" />
      {/* The columns sit inside the scrolling box: a height limit on them would spill extra columns sideways. */}
      <div className="bbas-menu-columns">
        {data?.map((exchange) => (
          <section key={exchange.code} className="bbas-menu-exchange">
            <h4 title={exchange.name}>{exchange.short_name}</h4>
            <ul>
              {exchange.list.map((item) => (
                <li key={item.id}>
                  <Link to={paths.bbasDetail(item.symbol)} onClick={() => track(StatType.bbasSymbol, item.symbol)}>
                    <span className="bbas-menu-name">{item.name}</span>
                    <span style={{ color: changeColor(item.zdf) }}>{item.lastPrice}</span>
                    <span style={{ color: changeColor(item.zdf) }}>{formatPercent(item.zdf)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
