import { paths } from '@vce/contract/routes';
import { Card, Tag } from 'antd';
import { Link } from 'react-router';
import { NoData } from '../../shared/ui/no-data';
import { useSymbolList } from './api/get-symbol-list';

/** The six exchanges and their products, each linking to its BBAS analysis. */
export function ExchangeOverview() {
  const { data: exchanges = [], isPending } = useSymbolList();
  if (!isPending && exchanges.length === 0) return <NoData />;
  return (
    <div className="exchange-overview" data-testid="exchange-overview">
      {exchanges.map((exchange) => (
        <Card key={exchange.code} size="small" title={`${exchange.name}（${exchange.list.length}个品种）`}>
          {exchange.list.map((item) => (
            <Link key={item.id} to={paths.bbasDetail(item.symbol)}>
              <Tag>{item.name}</Tag>
            </Link>
          ))}
        </Card>
      ))}
    </div>
  );
}
