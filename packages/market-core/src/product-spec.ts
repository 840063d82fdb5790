import catalogue from './futures-contracts.json' with { type: 'json' };

/** One product of the catalogue (futures-contracts.json beside this file), as the market reads it. */
export interface ProductSpec {
  exchange: string;
  code: string;
  name_cn: string;
  sector: string;
  quote_unit: string;
  multiplier: number;
  tick_size: number;
  delivery_months: string | null;
  day_session: string;
  has_night_session: boolean | null;
  night_session: string | null;
  approx_price_2024_2025: number | null;
}

export const catalogueProducts: readonly ProductSpec[] = catalogue.products;
export const catalogueExchanges = catalogue.exchanges;

/**
 * How each sector moves and trades, for the simulator and the derived figures. Daily volatility is
 * typical of the Chinese exchanges; margins are the exchanges' usual minimum rates (brokers add their
 * own). See docs/decisions.md "Market".
 */
interface SectorProfile {
  dailyVolatility: number;
  marginRate: number;
  /** Typical size of the annual cost of carry (contango +, backwardation −) between months. */
  carry: number;
}
const sectorProfiles: Record<string, SectorProfile> = {
  有色金属: { dailyVolatility: 0.011, marginRate: 0.09, carry: 0.06 },
  贵金属: { dailyVolatility: 0.012, marginRate: 0.1, carry: 0.06 },
  黑色金属: { dailyVolatility: 0.017, marginRate: 0.1, carry: 0.06 },
  能源化工: { dailyVolatility: 0.016, marginRate: 0.09, carry: 0.06 },
  农产品: { dailyVolatility: 0.011, marginRate: 0.08, carry: 0.06 },
  轻工: { dailyVolatility: 0.014, marginRate: 0.09, carry: 0.06 },
  建材: { dailyVolatility: 0.018, marginRate: 0.1, carry: 0.06 },
  新能源材料: { dailyVolatility: 0.022, marginRate: 0.12, carry: 0.06 },
  航运: { dailyVolatility: 0.035, marginRate: 0.18, carry: 0.06 },
  股指: { dailyVolatility: 0.013, marginRate: 0.12, carry: 0.04 },
  国债: { dailyVolatility: 0.0015, marginRate: 0.015, carry: 0.008 },
};
const defaultProfile: SectorProfile = { dailyVolatility: 0.015, marginRate: 0.1, carry: 0.06 };

export const sectorProfileOf = (spec: ProductSpec) => sectorProfiles[spec.sector] ?? defaultProfile;

/**
 * Daily price limits (涨跌停板) as a fraction of the previous settlement; the catalogue leaves them
 * out. CFFEX fixes them per product in its rules, so those are the real ones. The commodity
 * exchanges set theirs per product and change them with the market: a commodity takes its sector's
 * usual limit.
 */
const exchangePriceLimits: Record<string, number> = {
  IF: 0.1,
  IH: 0.1,
  IC: 0.1,
  IM: 0.1,
  TS: 0.005,
  TF: 0.012,
  T: 0.02,
  TL: 0.035,
};
const sectorPriceLimits: Record<string, number> = {
  有色金属: 0.07,
  贵金属: 0.08,
  黑色金属: 0.07,
  能源化工: 0.07,
  农产品: 0.06,
  轻工: 0.06,
  建材: 0.07,
  新能源材料: 0.09,
  航运: 0.18,
};

export const priceLimitOf = (spec: ProductSpec) =>
  exchangePriceLimits[spec.code] ?? sectorPriceLimits[spec.sector] ?? 0.07;

/**
 * A price limit on the tick grid: the settlement moved by the limit, rounded towards the settlement
 * when it falls between ticks (limit up down, limit down up), as the exchanges round it. A hair of
 * tolerance keeps a limit that lies on the grid, such as 3300 × 0.93 = 3069, where it is.
 */
export function limitPriceOf(preSettle: number, move: number, tick: number) {
  const ticks = (preSettle * (1 + move)) / tick;
  return roundToTick((move > 0 ? Math.floor(ticks + 1e-9) : Math.ceil(ticks - 1e-9)) * tick, tick);
}

/** The catalogue gives no price for products that hardly trade; these are their last known levels. */
const dormantProductPrices: Record<string, number> = { PM: 2600, RI: 2700, LR: 2900, JR: 3300, ZC: 850 };

export const typicalPriceOf = (spec: ProductSpec) =>
  spec.approx_price_2024_2025 ?? dormantProductPrices[spec.code] ?? 1000;

/** Lots traded a day in the main contract, in round figures of the exchanges' statistics. */
const activeProducts: Record<string, number> = {
  rb: 1_800_000,
  i: 700_000,
  m: 1_200_000,
  MA: 1_100_000,
  TA: 1_000_000,
  SA: 1_300_000,
  FG: 1_000_000,
  ag: 1_500_000,
  au: 300_000,
  cu: 150_000,
  al: 250_000,
  zn: 200_000,
  ni: 400_000,
  sn: 150_000,
  hc: 500_000,
  p: 700_000,
  y: 500_000,
  c: 400_000,
  cs: 150_000,
  RM: 600_000,
  OI: 300_000,
  SR: 300_000,
  CF: 400_000,
  AP: 150_000,
  UR: 400_000,
  eg: 300_000,
  eb: 300_000,
  pp: 350_000,
  l: 300_000,
  v: 500_000,
  ru: 350_000,
  bu: 300_000,
  fu: 600_000,
  sc: 150_000,
  lc: 500_000,
  si: 400_000,
  ec: 200_000,
  jm: 250_000,
  j: 60_000,
  lh: 100_000,
  IF: 90_000,
  IH: 50_000,
  IC: 80_000,
  IM: 150_000,
  T: 90_000,
  TF: 60_000,
  TS: 40_000,
  TL: 100_000,
  PX: 250_000,
  SH: 200_000,
  PF: 150_000,
  ss: 120_000,
  sp: 250_000,
  ao: 300_000,
};

/** The main contract's typical daily volume in lots; dormant products trade next to nothing. */
export function typicalDailyVolumeOf(spec: ProductSpec) {
  if (spec.approx_price_2024_2025 === null) return 20;
  return activeProducts[spec.code] ?? 60_000;
}

/** Number of decimals of the tick size, so rounded prices print without float noise. */
export function tickDecimals(tick: number) {
  let decimals = 0;
  while (decimals < 6 && Math.round(tick * 10 ** decimals) !== tick * 10 ** decimals) decimals++;
  return decimals;
}

/**
 * Rounds a price to a tick grid. Ticks are counted in whole units of the tick's last decimal, so
 * 0.2 × 19 369 comes out as 3873.8 and not 3873.8000000000002.
 */
export function roundToTick(price: number, tick: number) {
  const scale = 10 ** tickDecimals(tick);
  const tickUnits = Math.round(tick * scale);
  return (Math.round((price * scale) / tickUnits) * tickUnits) / scale;
}
