import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useBbasBaseInfo } from '../../features/bbas/api/get-base-info';
import { RecommendedSymbols } from '../../features/market/recommended-symbols';
import { SymbolBoard } from '../../features/market/symbol-board';
import { symbolListWithPriceQueryOptions } from '../../shared/market/get-symbol-list-with-price';
import { NoData } from '../../shared/ui/no-data';
import './bbas-pages.css';

/** /bbasV3: the recommended products, then every exchange's products with live prices. */
export default function BbasPage() {
  const { data: exchanges = [], isPending } = useQuery({
    ...symbolListWithPriceQueryOptions(),
    refetchInterval: 5_000,
  });
  const categories = useBbasBaseInfo().data?.categoryList ?? [];
  const recommended = categories.filter((category) => category.is_recommend === 1).map((category) => category.symbol);
  if (isPending) return <Spin className="bbas-pane" />;
  if (exchanges.length === 0) return <NoData />;
  return (
    <div className="bbas-pane" data-testid="bbas-home">
      <RecommendedSymbols exchanges={exchanges} symbols={recommended} />
      <SymbolBoard exchanges={exchanges} />
    </div>
  );
}
