/** A caption shown from `from` to `to` seconds. */
export interface Caption {
  from: number;
  to: number;
  text: string;
}

/**
 * A demo lesson's video: a product's daily K-lines from the market, growing bar by bar under a title
 * and captions. `key` names its files in the media storage (`lessons/<key>/…`); change it when the
 * drawing changes, so a stored older rendering is not served for the new one.
 */
export interface DemoClip {
  key: string;
  title: string;
  symbol: string;
  bars: number;
  seconds: number;
  captions: Caption[];
}

const captionsEvery = (seconds: number, lines: string[]): Caption[] =>
  lines.map((text, i) => ({ from: i * seconds, to: (i + 1) * seconds, text }));

export const demoClips = {
  klineBasics: {
    key: 'demo-kline-basics-v1',
    title: 'K线的构成 · 螺纹钢日线',
    symbol: 'rb',
    bars: 60,
    seconds: 36,
    captions: captionsEvery(9, [
      '每根K线记录一个交易日的开盘、最高、最低、收盘四个价格',
      '收盘高于开盘为阳线（红），收盘低于开盘为阴线（绿）',
      '上下影线是当日到过却没守住的价格，反映多空争夺',
      '黄色线是10日均线：收盘价的10日平均，平滑掉单日波动',
    ]),
  },
  trendAverages: {
    key: 'demo-trend-averages-v1',
    title: '均线与趋势 · 黄金日线',
    symbol: 'au',
    bars: 80,
    seconds: 36,
    captions: captionsEvery(9, [
      '价格站上均线且均线向上，是多头趋势的常见特征',
      '价格跌破均线、均线拐头向下，趋势可能转弱',
      '均线是滞后指标：它确认趋势，但不预测拐点',
      '结合成交量与持仓判断趋势是否有资金支持',
    ]),
  },
  volumePrice: {
    key: 'demo-volume-price-v1',
    title: '量价关系 · 铁矿石日线',
    symbol: 'i',
    bars: 70,
    seconds: 36,
    captions: captionsEvery(9, [
      '下方柱状图是每日成交量（手）',
      '放量上涨说明买盘积极，缩量上涨需警惕动能衰减',
      '放量下跌往往伴随止损盘涌出',
      '量价背离常出现在趋势末端，是重要的风险信号',
    ]),
  },
  stopLoss: {
    key: 'demo-stop-loss-v1',
    title: '止损与仓位 · 豆粕日线',
    symbol: 'm',
    bars: 60,
    seconds: 36,
    captions: captionsEvery(9, [
      '开仓前先定止损：价格到哪里说明判断错了',
      '单笔亏损控制在账户资金的1%到2%以内',
      '仓位 = 可承受亏损 ÷（止损点数 × 每点价值）',
      '期货有杠杆，保证金不足会被强行平仓，务必留足余量',
    ]),
  },
} satisfies Record<string, DemoClip>;

export const allDemoClips: DemoClip[] = Object.values(demoClips);
