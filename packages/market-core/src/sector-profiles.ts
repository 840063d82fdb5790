/**
 * How each sector of the catalogue moves and trades, for the simulator and the derived figures: daily
 * volatility and the annual cost of carry typical of the Chinese exchanges, and the price limit and
 * minimum margin a product takes when no notice of its own is recorded (product-limits.json).
 */
export interface SectorProfile {
  dailyVolatility: number;
  /** Typical size of the annual cost of carry (contango +, backwardation −) between months. */
  carry: number;
  /** The sector's usual daily price limit (4–9 % for commodities in the contract texts). */
  limit: number;
  /** The sector's usual minimum trading margin. */
  margin: number;
}

const sectorProfiles: Record<string, SectorProfile> = {
  有色金属: { dailyVolatility: 0.011, carry: 0.06, limit: 0.07, margin: 0.09 },
  贵金属: { dailyVolatility: 0.012, carry: 0.06, limit: 0.08, margin: 0.1 },
  黑色金属: { dailyVolatility: 0.017, carry: 0.06, limit: 0.07, margin: 0.1 },
  能源化工: { dailyVolatility: 0.016, carry: 0.06, limit: 0.07, margin: 0.09 },
  农产品: { dailyVolatility: 0.011, carry: 0.06, limit: 0.06, margin: 0.08 },
  轻工: { dailyVolatility: 0.014, carry: 0.06, limit: 0.06, margin: 0.09 },
  建材: { dailyVolatility: 0.018, carry: 0.06, limit: 0.07, margin: 0.1 },
  新能源材料: { dailyVolatility: 0.022, carry: 0.06, limit: 0.09, margin: 0.12 },
  航运: { dailyVolatility: 0.035, carry: 0.06, limit: 0.18, margin: 0.18 },
  股指: { dailyVolatility: 0.013, carry: 0.04, limit: 0.1, margin: 0.12 },
  国债: { dailyVolatility: 0.0015, carry: 0.008, limit: 0.02, margin: 0.015 },
};
const defaultProfile: SectorProfile = { dailyVolatility: 0.015, carry: 0.06, limit: 0.07, margin: 0.1 };

export const profileOfSector = (sector: string) => sectorProfiles[sector] ?? defaultProfile;
