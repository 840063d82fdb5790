import { channelBreakout } from './shop-indicators/channel-breakout';
import type { ShopIndicatorCalc } from './shop-indicators/indicator-shape';
import { maAlignment } from './shop-indicators/ma-alignment';
import { mainForceLine } from './shop-indicators/main-force-line';
import { openInterestSurge } from './shop-indicators/open-interest-surge';
import { swingTopBottom } from './shop-indicators/swing-top-bottom';
import { trendBand } from './shop-indicators/trend-band';
import { volatilitySqueeze } from './shop-indicators/volatility-squeeze';
import { volumePriceDivergence } from './shop-indicators/volume-price-divergence';

/**
 * The indicator shop's eight indicators, each computed as its 通达信 and 文华 formula files compute it
 * (apps/server/src/modules/commerce/indicators/formulas), so the site's chart draws what a buyer's
 * terminal draws. Each entry says which pane it belongs in, what it draws and how to compute it.
 */
export type ShopIndicatorCode =
  | 'main_force_line'
  | 'trend_band'
  | 'volume_price_divergence'
  | 'open_interest_surge'
  | 'swing_top_bottom'
  | 'ma_alignment'
  | 'channel_breakout'
  | 'volatility_squeeze';

export const shopIndicatorCalcs: Record<ShopIndicatorCode, ShopIndicatorCalc> = {
  main_force_line: mainForceLine,
  trend_band: trendBand,
  volume_price_divergence: volumePriceDivergence,
  open_interest_surge: openInterestSurge,
  swing_top_bottom: swingTopBottom,
  ma_alignment: maAlignment,
  channel_breakout: channelBreakout,
  volatility_squeeze: volatilitySqueeze,
};

export type { Bar, ShopIndicatorCalc, ShopIndicatorLine, ShopIndicatorMark } from './shop-indicators/indicator-shape';
