import type { RecognizedProduct } from '@vce/market-core/product-recognizer';
import { catalogueProducts } from '@vce/market-core/product-spec';
import { tickDecimals } from '@vce/market-core/ticks';
import { AppError } from '../../../platform/errors';

// How figures, dates and links are written in answers, one way for every section.

const beijingOffsetMs = 8 * 3_600_000;

/** Decimals of the product's prices, from its tick (rb 1 → 0, au 0.02 → 2, IF 0.2 → 1). */
export function priceDecimalsOf(code: string) {
  const tick = catalogueProducts.find((spec) => spec.code === code)?.tick_size;
  // Every recognised product comes from the catalogue; two decimals only keep the type whole.
  return tick === undefined ? 2 : tickDecimals(tick);
}

export const formatPrice = (value: number, decimals: number) => value.toFixed(decimals);

/** A change percent with its sign and two decimals: +1.25%, -0.30%, 0.00%. */
export const formatChange = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toFixed(2)}%`;

/** A whole-number change with its sign: +1200, -35, 0. */
export const formatSigned = (value: number) => `${value > 0 ? '+' : ''}${value}`;

/** Up to two decimals, without trailing zeros: 2187.5, 0.07, 31250. */
export const formatPlain = (value: number) => String(Number(value.toFixed(2)));

/** A fraction as a percent: 0.07 → 7%, 0.055 → 5.5%. */
export const formatRate = (rate: number) => `${formatPlain(rate * 100)}%`;

/** The Beijing date of an instant: 2026-11-25. */
export const beijingDay = (ms: number) => new Date(ms + beijingOffsetMs).toISOString().slice(0, 10);

/** The Beijing month and minute of an instant: 11-25 14:30. */
export const beijingMinute = (ms: number) =>
  new Date(ms + beijingOffsetMs).toISOString().slice(5, 16).replace('T', ' ');

/** A site route the panel opens as an operation link (spec 001 §2). */
export interface SourceLink {
  label: string;
  href: string;
}

export const markdownLink = (link: SourceLink) => `[${link.label}](${link.href})`;

export const bbasDetailLink = (product: RecognizedProduct): SourceLink => ({
  label: `${product.name} BBAS 详情`,
  href: `/bbasV3/details?symbol=${product.code}`,
});
export const bbasLink: SourceLink = { label: 'BBAS 品种分析', href: '/bbasV3' };
export const viewDataLink: SourceLink = { label: '看数据', href: '/monitoringDataV2' };
export const indicatorLink: SourceLink = { label: '指标', href: '/vTargetV2' };

/** A figure the desk answered without: the section says so with this message. */
export class MissingData extends Error {}

/**
 * Why a read failed, fit to show: the call's own Chinese message (an unknown product), ours for
 * missing data, and nothing internal otherwise.
 */
export const failureReason = (error: unknown) =>
  error instanceof AppError || error instanceof MissingData ? error.message : '数据暂时不可用';

/** A product as answers name it: 螺纹钢（rb）. */
export const productTitle = (product: RecognizedProduct) => `${product.name}（${product.code}）`;
