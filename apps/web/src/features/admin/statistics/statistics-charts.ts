import type { AdminStatistics } from '@vce/contract/admin-statistics';
import { orderKindNames } from '@vce/contract/commerce-payment';
import { longPalette, shortPalette } from '../../../shared/chart-palettes';
import type { ChartOption } from '../../../shared/ui/echart';

const axis = (data: AdminStatistics) => ({
  tooltip: { trigger: 'axis' as const },
  legend: { top: 0 },
  grid: { left: 48, right: 24, top: 40, bottom: 32 },
  xAxis: { type: 'category' as const, data: data.days.map((day) => day.slice(5)) },
  yAxis: { type: 'value' as const, minInterval: 1 },
});

/** 访问与活跃: visitors, page views, sign-ups and sign-ins, day by day. */
export const trafficChart = (data: AdminStatistics): ChartOption => ({
  ...axis(data),
  color: [shortPalette[4], shortPalette[1], longPalette[0], longPalette[2]],
  series: [
    { name: '访客', type: 'line', data: data.visitors },
    { name: '页面浏览', type: 'line', data: data.page_views },
    { name: '注册', type: 'line', data: data.signups },
    { name: '登录', type: 'line', data: data.logins },
  ],
});

/** 收入: each kind of goods' money a day, stacked (元). */
export const revenueChart = (data: AdminStatistics): ChartOption => ({
  ...axis(data),
  yAxis: { type: 'value', name: '元' },
  color: [...longPalette.slice(0, 3), ...shortPalette.slice(0, 2)],
  series: data.revenue.map((kind) => ({
    name: orderKindNames[kind.kind],
    type: 'bar',
    stack: 'revenue',
    data: kind.yuan,
  })),
});

/** 会员转化与AI助手: members bought, the share of the day's visitors they are, and questions asked. */
export const conversionChart = (data: AdminStatistics): ChartOption => ({
  ...axis(data),
  yAxis: [
    { type: 'value', minInterval: 1 },
    { type: 'value', name: '转化率 %', axisLabel: { formatter: '{value}%' } },
  ],
  color: [longPalette[0], shortPalette[0], shortPalette[2]],
  series: [
    { name: 'VIP购买人数', type: 'bar', data: data.vip_buyers },
    { name: 'AI助手提问', type: 'bar', data: data.assistant_questions },
    {
      name: 'VIP转化率',
      type: 'line',
      yAxisIndex: 1,
      data: data.vip_buyers.map((buyers, i) =>
        data.visitors[i] ? Math.round((buyers / data.visitors[i]!) * 10_000) / 100 : 0,
      ),
    },
  ],
});

/** 行为事件: every statistics type of the range, the most first. */
export const eventsChart = (data: AdminStatistics): ChartOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 120, right: 24, top: 16, bottom: 24 },
  xAxis: { type: 'value', minInterval: 1 },
  yAxis: { type: 'category', inverse: true, data: data.by_type.map((row) => row.name) },
  color: [shortPalette[4]],
  series: [{ name: '次数', type: 'bar', data: data.by_type.map((row) => row.count) }],
});
