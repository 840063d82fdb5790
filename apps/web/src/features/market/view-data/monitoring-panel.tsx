import { Badge, Card } from 'antd';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { useAlerts } from '../api/get-alerts';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { AlertFeed } from './alert-feed';
import { ChangeCounts } from './change-counts';
import { MoversTable } from './movers-table';
import { useMarketFeed } from './use-market-feed';

/**
 * 实时监控: what the trading-data socket pushes — the rise/fall counts and top-10 lists every few
 * seconds and each alert as it is seen — over the stored alerts of the day.
 */
export function MonitoringPanel() {
  const feed = useMarketFeed();
  const stored = useAlerts();
  return (
    <>
      <div className="dashboard-toolbar">
        {feed.updatedAt ? (
          <Badge status="processing" text={`实时推送 · 更新于 ${formatBeijingTime(feed.updatedAt, 'second')}`} />
        ) : (
          <Badge status="default" text="正在连接实时行情…" />
        )}
        <SimulatedTag simulated={stored.data?.simulated} />
      </div>
      <div className="monitoring-grid">
        <Card size="small" title="涨跌家数（主力合约）">
          {feed.counts ? <ChangeCounts counts={feed.counts} /> : null}
        </Card>
        <Card size="small" title="异动提醒">
          <AlertFeed live={feed.alerts} stored={stored.data?.list ?? []} />
        </Card>
      </div>
      {feed.ranking ? (
        <div className="member-tables">
          <MoversTable title="涨幅榜" rows={feed.ranking.rise} />
          <MoversTable title="跌幅榜" rows={feed.ranking.fall} />
          <MoversTable title="成交额榜" rows={feed.ranking.turnover} showsTurnover />
        </div>
      ) : null}
    </>
  );
}
