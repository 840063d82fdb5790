import { yearsToExpiry } from '@vce/market-core/contracts';
import type { ProductSpec } from '@vce/market-core/product-spec';

/** Months most commodity traders hold: rebar and hot coil trade 1/5/10, most others 1/5/9. */
const preferredMonths = (code: string) => (['rb', 'hc', 'wr'].includes(code) ? [1, 5, 10] : [1, 5, 9]);

/**
 * Where liquidity sits along the curve. Commodities: a hump three to four months out, heavier on the
 * customary months, near nothing in the delivery month. Stock-index futures: the current month until
 * its last days. Treasury futures: the nearest quarter until a month before expiry.
 */
export function monthWeight(spec: ProductSpec, contract: { month: number; expiry: string }, tradingDay: string) {
  const months = yearsToExpiry(contract, tradingDay) * 12;
  if (spec.exchange === 'CFFEX' && !spec.code.startsWith('T')) return months < 0.15 ? 0.1 : Math.exp(-1.2 * months);
  if (spec.exchange === 'CFFEX') return Math.exp(-((months - 1.5) ** 2) / 2) * (months < 0.7 ? 0.05 : 1);
  const customary = preferredMonths(spec.code).includes(contract.month) ? 2.5 : 1;
  return Math.exp(-((months - 3.5) ** 2) / 5) * customary * (months < 0.7 ? 0.05 : 1);
}
