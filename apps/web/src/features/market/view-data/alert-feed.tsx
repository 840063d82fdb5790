import type { MarketAlert } from '@vce/contract/market-feed';
import { List, Tag } from 'antd';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { ChangeText } from '../../../shared/ui/change-text';
import { NoData } from '../../../shared/ui/no-data';
import { alertTagOf } from '../alert-kinds';

const keyOf = (alert: MarketAlert) => `${alert.time}-${alert.symbol}-${alert.kind}`;

/** Live alerts pushed over the socket, above the stored ones, each once, newest first. */
export function AlertFeed({ live, stored }: { live: MarketAlert[]; stored: MarketAlert[] }) {
  const seen = new Set<string>();
  const alerts = [...live, ...stored].filter((alert) => !seen.has(keyOf(alert)) && seen.add(keyOf(alert)));
  return (
    <List<MarketAlert>
      aria-label="异动提醒"
      className="alert-feed"
      size="small"
      dataSource={alerts.slice(0, 100)}
      locale={{
        emptyText: <NoData description="暂无异动，主力合约急涨急跌、大幅增减仓、放量或触及涨跌停时即时推送" />,
      }}
      renderItem={(alert) => {
        const kind = alertTagOf(alert.kind);
        return (
          <List.Item key={keyOf(alert)}>
            <span className="muted">{formatBeijingTime(alert.time, 'second')}</span>
            <Tag color={kind.color}>{kind.label}</Tag>
            <span className="alert-text">{alert.text}</span>
            <span>{alert.price}</span>
            <ChangeText value={alert.zdf} isPercent />
          </List.Item>
        );
      }}
    />
  );
}
