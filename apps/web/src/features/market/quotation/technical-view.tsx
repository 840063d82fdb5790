import { paths } from '@vce/contract/routes';
import { Button, Card } from 'antd';
import { Link } from 'react-router';
import { useSignals } from '../api/get-signals';
import { SignalTable } from '../signals/signal-table';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';

/** Technical analysis: the product's recent signals, and its K-line with indicators one click away. */
export function TechnicalView({ symbol }: { symbol: string }) {
  const { data, isFetching } = useSignals({ symbol, limit: 50 });
  return (
    <Card
      size="small"
      title="技术信号（日线）"
      extra={
        <>
          <SimulatedTag simulated={data?.simulated} />
          <Link to={paths.bbasDetail(symbol)}>
            <Button type="primary" size="small">
              查看K线图
            </Button>
          </Link>
        </>
      }
    >
      <SignalTable signals={data?.list ?? []} isLoading={isFetching} />
    </Card>
  );
}
