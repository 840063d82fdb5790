import catalogue from './futures-contracts.json' with { type: 'json' };
import { rulesOf } from './product-rules';
import { profileOfSector } from './sector-profiles';
import type { ProductRules } from './rule-kinds';
import { roundToTick } from './ticks';

/** One product of the catalogue (futures-contracts.json beside this file), as the market reads it. */
export interface ProductSpec {
  exchange: string;
  code: string;
  name_cn: string;
  sector: string;
  quote_unit: string;
  /** Trading unit per lot (tonnes, grams, index points × CNY…): what delivery and margins count. */
  multiplier: number;
  /** The unit of `multiplier` (吨/手, 克/手, 元/点…). */
  multiplier_unit: string;
  /** Quote units per lot: price × this is one lot's value (jd: 10, quoted per 500 kg, 5 tonnes a lot). */
  price_units_per_lot: number;
  tick_size: number;
  delivery_months: string | null;
  day_session: string;
  has_night_session: boolean | null;
  night_session: string | null;
  approx_price_2024_2025: number | null;
  /** The exchange's rules, each value with its source (product-rules.ts). */
  rules: ProductRules;
}

/** The catalogue with each product's rules applied: its night session is the rules' one. */
export const catalogueProducts: readonly ProductSpec[] = catalogue.products.map((entry) => {
  const rules = rulesOf(entry);
  const night = rules.nightSession.value;
  return { ...entry, night_session: night, has_night_session: night !== null, rules };
});

/** How the product's sector moves (sector-profiles.ts). */
const specByCode = new Map(catalogueProducts.map((spec) => [spec.code, spec]));

/** A product of the catalogue by its code (rb, TA), or undefined. */
export const productSpecOf = (code: string) => specByCode.get(code);

/** A product's Chinese name (螺纹钢), or the code itself for one the catalogue lacks. */
export const productNameOf = (code: string) => specByCode.get(code)?.name_cn ?? code;

export const sectorProfileOf = (spec: ProductSpec) => profileOfSector(spec.sector);

/** The daily price limit (涨跌停板) in force, as a fraction of the previous settlement. */
export const priceLimitOf = (spec: ProductSpec) => spec.rules.priceLimit.value;

/** The exchange's minimum margin rate in force. */
export const marginRateOf = (spec: ProductSpec) => spec.rules.marginRate.value;

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
