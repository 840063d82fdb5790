import { Spin, Tag } from 'antd';
import { formatBeijingTime } from '../../shared/beijing-time';
import { ChangeText } from '../../shared/ui/change-text';
import { NoData } from '../../shared/ui/no-data';
import { alertKinds } from './alert-kinds';
import { useAlerts } from './api/get-alerts';
import './quote-board.css';

/** 市场快讯: the newest anomalies of a product's main contract, newest first. */
export function SymbolAlerts({ symbol }: { symbol: string }) {
  const { data, isPending, isError } = useAlerts(symbol);
  if (isPending) return <Spin />;
  if (isError || data.list.length === 0)
    return <NoData description="暂无异动，主力合约急涨急跌、大幅增减仓或放量时会在这里提示" />;
  return (
    <ul className="symbol-alerts" aria-label="市场快讯">
      {data.list.map((alert) => (
        <li key={`${alert.time}-${alert.kind}`}>
          <time className="muted">{formatBeijingTime(alert.time, 'minute')}</time>
          <Tag color={alertKinds[alert.kind].color}>{alertKinds[alert.kind].label}</Tag>
          <span>{alert.text}</span>
          <span>{alert.price}</span>
          <ChangeText value={alert.zdf} isPercent />
        </li>
      ))}
    </ul>
  );
}
