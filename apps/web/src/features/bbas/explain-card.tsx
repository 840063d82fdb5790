import { Card } from 'antd';
import { useExplainInfo } from './api/get-explain-info';
import { ViewCounts } from './view-counts';

/** 品种解读: the product's state in words (trend, pivots, the desks' consensus), generated from the data. */
export function ExplainCard({ symbol }: { symbol: string }) {
  const { data } = useExplainInfo(symbol);
  if (!data?.is_explain) return null;
  return (
    <Card size="small" title="品种解读" extra={<ViewCounts counts={data} />} className="explain-card">
      {data.content}
    </Card>
  );
}
