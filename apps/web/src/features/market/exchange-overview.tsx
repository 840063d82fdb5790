import { paths } from '@vce/contract/routes';
import { Link } from 'react-router';
import { NoData } from '../../shared/ui/no-data';
import { useSymbolList } from '../../shared/market/get-symbol-list';

/** The six exchanges and their products, each linking to its BBAS analysis. */
export function ExchangeOverview() {
  const { data: exchanges = [], isPending } = useSymbolList();
  if (!isPending && exchanges.length === 0) return <NoData />;
  return (
    <div className="exchange-overview" data-testid="exchange-overview">
      {exchanges.map((exchange) => (
        <section key={exchange.code} className="exchange-card">
          <h3>{`${exchange.name}（${exchange.list.length}个品种）`}</h3>
          <div className="exchange-products">
            {exchange.list.map((item) => (
              <Link key={item.id} to={paths.bbasDetail(item.symbol)}>
                {item.name}
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
