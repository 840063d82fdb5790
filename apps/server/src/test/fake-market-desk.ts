import { AppError } from '../platform/errors';
import type { MarketDesk } from '../providers/llm/builtin/market-desk';

// The tests' market desk: it answers for rb only, from literal data shaped as the site's calls answer;
// any other product is rejected with the call's own kind of error, as the real desk does.
const day = (date: string) => Date.parse(`${date}T15:00:00+08:00`);
const unknown = (symbol: string) => AppError.reject(`品种 ${symbol} 不存在`);
const only =
  <T>(value: T) =>
  async (symbol: string) => {
    if (symbol !== 'rb') throw unknown(symbol);
    return value;
  };
const header = { symbol: 'rb', name: '螺纹钢', main_contract: 'rb2605', feed: 'simulator', simulated: true };
const facts = {
  feed: 'simulator',
  simulated: true,
  symbol: 'rb',
  name: '螺纹钢',
  exchange: 'SHFE',
  trading_day: '2026-11-26',
  quote_unit: '元/吨',
  multiplier: 10,
  tick_size: 1,
  sessions: { day: '09:00-10:15,10:30-11:30,13:30-15:00', night: '21:00-23:00' },
  night_session_tonight: true,
};
const quote = {
  contract: 'rb2605',
  is_main: true,
  expiry: '2026-05-15',
  last: 3125,
  change: 16,
  zdf: 0.52,
  open: 3111,
  high: 3131,
  low: 3102,
  pre_settle: 3109,
  volume: 812345,
  open_interest: 1654321,
  oi_change: -2300,
  limit_up: 3264,
  limit_down: 2953,
};
const level = (name: 'R3' | 'R2' | 'R1' | 'P' | 'S1' | 'S2' | 'S3', label: string, price: number) => ({
  name,
  label,
  price,
});
const levels = [
  level('R3', '阻力位R3', 3207),
  level('R2', '阻力位R2', 3173),
  level('R1', '阻力位R1', 3141),
  level('P', '枢轴点P', 3112),
  level('S1', '支撑位S1', 3083),
  level('S2', '支撑位S2', 3051),
  level('S3', '支撑位S3', 3019),
];
// Closes 3000, 3002 … 3118: MA5 3114, MA10 3109, MA20 3099, MA60 3059.
const bars = Array.from({ length: 60 }, (_, index) => {
  const close = 3000 + 2 * index;
  return [day('2026-08-01') + index * 86_400_000, close - 1, close + 5, close - 6, close, 1000, 2000] as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
});

/** A fresh fake desk; tests replace a read by spreading it. */
export const fakeDesk = (): MarketDesk => ({
  listedPrice: async (symbol) =>
    symbol === 'rb'
      ? {
          id: 1,
          symbol: 'rb',
          name: '螺纹钢',
          main_contract: 'rb2605',
          lastPrice: 3125,
          zdf: 0.52,
          simulated: true,
          exchange: '上海期货交易所',
        }
      : null,
  quotes: only({
    ...facts,
    spot: 3260,
    basis: 135,
    contracts: [quote, { ...quote, contract: 'rb2610', is_main: false, expiry: '2026-10-15', last: 3098, zdf: -0.1 }],
  }),
  explain: only({
    duo: 0,
    kanduo: 2,
    kankong: 1,
    zhendang: 1,
    direction: '看多' as const,
    content: '螺纹钢主力合约rb2605最新价3125。',
    is_explain: 1 as const,
    pdf_url: '',
    broker_name: '甲期货',
    title: '钢材供需平衡',
    view_point_json: '[]',
  }),
  pivots: only({
    ...header,
    last: 3125,
    pivot: {
      based_on: '2026-11-25',
      high: 3150,
      low: 3090,
      close: 3120,
      levels,
      lower: levels[3] ?? null,
      upper: levels[2] ?? null,
      position: '位于枢轴点P与阻力位R1之间',
    },
  }),
  views: only({
    duo: 0,
    kanduo: 2,
    kankong: 1,
    zhendang: 1,
    direction: '看多' as const,
    total: 4,
    list: [
      {
        id: 7,
        broker_name: '甲期货',
        symbol: 'rb',
        direction: '看多' as const,
        title: '钢材供需平衡',
        summary: '',
        pdf_url: '',
        published_at: day('2026-11-24'),
      },
      {
        id: 6,
        broker_name: '乙期货',
        symbol: 'rb',
        direction: '震荡' as const,
        title: '库存去化放缓',
        summary: '',
        pdf_url: '',
        published_at: day('2026-11-20'),
      },
    ],
  }),
  express: only({
    feed: 'simulator',
    simulated: true,
    list: [
      {
        id: 'alert-1',
        kind: 'alert' as const,
        time: day('2026-11-26'),
        title: '螺纹钢五分钟涨幅超过1%',
        content: '',
        source: '行情监控',
        price: 3130,
        zdf: 0.68,
      },
    ],
  }),
  statistics: only({
    ...header,
    seasonality: { from: '2016-01', to: '2026-10', months: [] },
    volatility: { hv20: 18.4, hv60: 20.12 },
    positions: { open_interest: 1654321, change_5d: 12000, change_20d: -3000, percentile: 63.5, days: 250 },
  }),
  contract: only({
    ...facts,
    sector: '黑色金属',
    multiplier_unit: '吨/手',
    price_units_per_lot: 10,
    price_limit: { rate: 0.05, source: '上期所螺纹钢期货合约', as_of: null },
    margin_rate: { rate: 0.07, source: '上期所通知', as_of: '2025-01-02' },
    sessions_source: '上期所交易细则',
    delivery_months: [1, 5, 10],
    listing: { text: '1-12月', source: '合约' },
    last_trade_rule: { text: '合约月份的15日', source: '合约' },
    contracts: [
      {
        contract: 'rb2605',
        is_main: true,
        last_trade_date: '2026-05-15',
        provisional: false,
        pre_settle: 3109,
        limit_up: 3264,
        limit_down: 2953,
      },
    ],
  }),
  dailyBars: only({ ...header, period: '1d' as const, bars }),
  signals: only({ feed: 'simulator', simulated: true, list: [] }),
  rankings: only({
    feed: 'simulator',
    simulated: true,
    symbol: 'rb',
    name: '螺纹钢',
    trading_day: '2026-11-25',
    long: [],
    short: [],
    volume: [],
    net: [],
  }),
  basis: only({ feed: 'simulator', simulated: true, symbol: 'rb', name: '螺纹钢', list: [] }),
  spreads: only([]),
});
