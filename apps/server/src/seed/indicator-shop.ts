import type { ShopIndicatorCode } from '@vce/market-core/shop-indicators';
import type { indicators } from '../db/schema/commerce-indicators';
import { indicatorCatalogue } from '../modules/commerce/indicators/indicator-catalogue';

type Pricing = Pick<typeof indicators.$inferInsert, 'priceType' | 'priceCents' | 'priceVli' | 'vipFree'>;

/**
 * How the shop sells each indicator (docs/decisions.md "The indicator shop"): most in V券 and free to
 * members, one in V券 for everyone (the premium squeeze), two for V粒 (a use for what sign-ins and
 * tasks earn), one free for everyone.
 */
const pricing: Record<ShopIndicatorCode, Pricing> = {
  main_force_line: { priceType: 'vq', priceCents: 2990, vipFree: true },
  trend_band: { priceType: 'vq', priceCents: 1990, vipFree: true },
  volume_price_divergence: { priceType: 'vq', priceCents: 3990, vipFree: true },
  open_interest_surge: { priceType: 'vli', priceVli: 300 },
  swing_top_bottom: { priceType: 'vq', priceCents: 2990, vipFree: true },
  ma_alignment: { priceType: 'free' },
  channel_breakout: { priceType: 'vli', priceVli: 200 },
  volatility_squeeze: { priceType: 'vq', priceCents: 4990 },
};

/** The shelf of a fresh install: every indicator of the catalogue, with both platforms' formula files. */
export const demoIndicators = (): (typeof indicators.$inferInsert)[] =>
  indicatorCatalogue.map((entry, index) => ({
    code: entry.code,
    name: entry.name,
    category: entry.category,
    summary: entry.summary,
    description: entry.description,
    params: entry.params,
    platforms: ['tdx', 'wh'],
    sort: index + 1,
    ...pricing[entry.code],
  }));
