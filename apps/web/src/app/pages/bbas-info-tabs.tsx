import { Tabs } from 'antd';
import { SymbolAlerts } from '../../features/market/symbol-alerts';
import { NoData } from '../../shared/ui/no-data';

/** The four information types of a BBAS product (spec 000 §1). */
export function BbasInfoTabs({ symbol }: { symbol: string }) {
  const preparing = <NoData description="数据准备中" />;
  return (
    <Tabs
      className="bbas-info-tabs"
      items={[
        { key: '1', label: '市场快讯', children: <SymbolAlerts symbol={symbol} /> },
        { key: '2', label: '枢轴系统', children: preparing },
        { key: '3', label: '机构观点', children: preparing },
        { key: '4', label: '数据统计', children: preparing },
      ]}
    />
  );
}
