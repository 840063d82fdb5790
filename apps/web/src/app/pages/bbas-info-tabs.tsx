import { Tabs } from 'antd';
import { DataStatistics } from '../../features/bbas/data-statistics';
import { ExpressList } from '../../features/bbas/express-list';
import { PivotLevels } from '../../features/bbas/pivot-levels';
import { ViewList } from '../../features/bbas/view-list';

/** The four information types of a BBAS product (spec 000 §1), each loaded when its tab is first opened. */
export function BbasInfoTabs({ symbol }: { symbol: string }) {
  return (
    <Tabs
      className="bbas-info-tabs"
      items={[
        { key: '1', label: '市场快讯', children: <ExpressList symbol={symbol} /> },
        { key: '2', label: '枢轴系统', children: <PivotLevels symbol={symbol} /> },
        { key: '3', label: '机构观点', children: <ViewList symbol={symbol} /> },
        { key: '4', label: '数据统计', children: <DataStatistics symbol={symbol} /> },
      ]}
    />
  );
}
