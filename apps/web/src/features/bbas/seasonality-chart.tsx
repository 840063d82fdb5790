import { colors } from '@vce/contract/limits';
import { useMemo } from 'react';
import { EChart } from '../../shared/ui/echart';
import type { DataStatistics } from './api/get-data-statistics';

type Month = DataStatistics['seasonality']['months'][number];

/**
 * Each calendar month's average return over the years, red when it rose on average and green when it
 * fell. A chunk of its own, so ECharts loads only when the tab is opened.
 */
export default function SeasonalityChart({ months }: { months: Month[] }) {
  const option = useMemo(
    () => ({
      tooltip: {
        trigger: 'axis' as const,
        formatter: (params: unknown) => {
          const month = months[(params as { dataIndex: number }[])[0]?.dataIndex ?? 0];
          if (!month || month.average_return === null) return '数据不足';
          return `${month.month}月：平均涨跌 ${month.average_return.toFixed(2)}%<br/>上涨年份占比 ${month.up_ratio}%（${month.years}年）`;
        },
      },
      grid: { left: 16, right: 16, top: 24, bottom: 8, containLabel: true },
      xAxis: { type: 'category' as const, data: months.map((month) => `${month.month}月`) },
      yAxis: { type: 'value' as const, axisLabel: { formatter: '{value}%' } },
      series: [
        {
          type: 'bar' as const,
          name: '平均涨跌幅',
          barMaxWidth: 28,
          data: months.map((month) => ({
            value: month.average_return,
            itemStyle: { color: (month.average_return ?? 0) >= 0 ? colors.rise : colors.fall },
          })),
        },
      ],
    }),
    [months],
  );
  return <EChart option={option} label="季节性：各月平均涨跌幅" height={260} />;
}
