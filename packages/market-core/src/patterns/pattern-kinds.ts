/**
 * The patterns the detectors find, in the order a list shows them: each with its Chinese name, a line
 * saying what it is (with the default thresholds) and its tone, rise for bullish (red) and fall for
 * bearish (green) as the chart colours candles.
 */
export const patternKinds = [
  {
    kind: 'bullishEngulfing',
    name: '看涨吞没',
    explanation: '下跌之后，阳线实体完全包住前一根阴线的实体，多方反攻。',
    tone: 'rise',
  },
  {
    kind: 'bearishEngulfing',
    name: '看跌吞没',
    explanation: '上涨之后，阴线实体完全包住前一根阳线的实体，空方反扑。',
    tone: 'fall',
  },
  {
    kind: 'hammer',
    name: '锤子线',
    explanation: '下跌之后，实体小、下影线至少为实体两倍且几乎没有上影线，低位有承接。',
    tone: 'rise',
  },
  {
    kind: 'doji',
    name: '十字星',
    explanation: '开盘价与收盘价几乎相同（实体不超过全长的十分之一），多空暂时均衡。',
    tone: 'neutral',
  },
  { kind: 'breakoutUp', name: '向上突破', explanation: '收盘价首次高于此前20根K线的最高价。', tone: 'rise' },
  { kind: 'breakoutDown', name: '向下突破', explanation: '收盘价首次低于此前20根K线的最低价。', tone: 'fall' },
  {
    kind: 'bearishDivergence',
    name: '顶背离',
    explanation: '价格越过前一波段高点，MACD的DIF或RSI却低于那时的数值，上涨动能减弱。',
    tone: 'fall',
  },
  {
    kind: 'bullishDivergence',
    name: '底背离',
    explanation: '价格跌破前一波段低点，MACD的DIF或RSI却高于那时的数值，下跌动能减弱。',
    tone: 'rise',
  },
  {
    kind: 'volumePriceSurge',
    name: '放量上涨',
    explanation: '成交量达到此前20根K线均量的1.5倍以上，阳线实体不短于平均真实波幅。',
    tone: 'rise',
  },
  {
    kind: 'volumePriceDrop',
    name: '放量下跌',
    explanation: '成交量达到此前20根K线均量的1.5倍以上，阴线实体不短于平均真实波幅。',
    tone: 'fall',
  },
  {
    kind: 'limitUp',
    name: '涨停',
    explanation: '收盘价达到涨停价（以前一根K线的收盘价代替昨结算价计算）。',
    tone: 'rise',
  },
  {
    kind: 'limitDown',
    name: '跌停',
    explanation: '收盘价达到跌停价（以前一根K线的收盘价代替昨结算价计算）。',
    tone: 'fall',
  },
  {
    kind: 'nightGapUp',
    name: '夜盘跳空高开',
    explanation: '夜盘第一根K线开盘价高于日盘收盘价0.5%以上；日线上为开盘价高于前一日收盘价。',
    tone: 'rise',
  },
  {
    kind: 'nightGapDown',
    name: '夜盘跳空低开',
    explanation: '夜盘第一根K线开盘价低于日盘收盘价0.5%以上；日线上为开盘价低于前一日收盘价。',
    tone: 'fall',
  },
] as const satisfies readonly { kind: string; name: string; explanation: string; tone: 'rise' | 'fall' | 'neutral' }[];

export type PatternKind = (typeof patternKinds)[number]['kind'];

/** A pattern found: `index` is the bar that completes it, `time` that bar's time; `note` gives its figures. */
export interface PatternHit {
  kind: PatternKind;
  index: number;
  time: number;
  note?: string;
}
