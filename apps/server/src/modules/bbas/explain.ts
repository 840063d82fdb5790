import type { BbasDirection, PivotLevel } from '@vce/contract/bbas';
import { roundToTick } from '@vce/market-core/ticks';
import { movingAveragesOf, type Trend, trendOf } from './trend';
import type { countViews } from './view-counts';

export interface ExplainInput {
  name: string;
  contract: string;
  last: number;
  /** Change percent against the previous settlement. */
  zdf: number;
  tick: number;
  /** Daily closes of the main series, oldest first, today's last. */
  closes: readonly number[];
  pivot: { lower: PivotLevel | null; upper: PivotLevel | null; position: string } | null;
  views: ReturnType<typeof countViews>;
  simulated: boolean;
}

/** What the trend means, against the longest average available. */
const trendWords = (trend: Trend, longestDays: number) =>
  ({
    bullish_aligned: '均线呈多头排列，短期趋势偏强',
    bearish_aligned: '均线呈空头排列，短期趋势偏弱',
    above: `整体处于${longestDays}日均线上方，走势震荡偏强`,
    below: `整体处于${longestDays}日均线下方，走势震荡偏弱`,
  })[trend];

const leanOf: Record<BbasDirection, string> = { 多: '偏多', 看多: '偏多', 看空: '偏空', 震荡: '以震荡为主' };

/**
 * The product's state in a few sentences, from the data alone: price and change, trend against the
 * 5/20/60-day averages, place among the pivot levels, and the desks' consensus. Null when the
 * history is too short for the 5-day average or there is no pivot yet.
 */
export function explainProduct(input: ExplainInput): string | null {
  const averages = movingAveragesOf(input.closes);
  if (averages.length === 0 || !input.pivot) return null;
  const { last, zdf, pivot, views } = input;

  const change = zdf > 0 ? `较前结算价上涨${zdf}%` : zdf < 0 ? `较前结算价下跌${-zdf}%` : '与前结算价持平';
  const listOf = (list: typeof averages) =>
    list.map((average) => `${average.days}日（${roundToTick(average.value, input.tick)}）`).join('、');
  const above = averages.filter((average) => last >= average.value);
  const below = averages.filter((average) => last < average.value);
  const sides = [above.length ? `站上${listOf(above)}均线` : '', below.length ? `位于${listOf(below)}均线下方` : ''];

  const watch = [
    pivot.upper ? `上方留意${pivot.upper.label}（${pivot.upper.price}）的压力` : '',
    pivot.lower ? `下方关注${pivot.lower.label}（${pivot.lower.price}）的支撑` : '',
  ];

  const total = views.duo + views.kanduo + views.kankong + views.zhendang;
  const tally = (
    [
      ['多', views.duo],
      ['看多', views.kanduo],
      ['看空', views.kankong],
      ['震荡', views.zhendang],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([direction, count]) => `${direction}${count}家`)
    .join('、');
  const consensus =
    total && views.direction
      ? `机构观点方面，${total}家机构的最新观点中${tally}，整体${leanOf[views.direction]}。`
      : '暂无机构观点。';

  return [
    `${input.name}主力合约${input.contract}最新价${last}，${change}。`,
    `均线方面，价格${sides.filter(Boolean).join('，')}，${trendWords(trendOf(last, averages), averages.at(-1)?.days ?? 0)}。`,
    `枢轴体系方面，价格${pivot.position}，${watch.filter(Boolean).join('，')}。`,
    consensus,
    `以上内容由系统根据${input.simulated ? '模拟行情' : '行情'}数据自动生成，仅供参考，不构成投资建议。`,
  ].join('');
}
