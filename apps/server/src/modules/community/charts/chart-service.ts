import { CHART_MOMENT_YEARS, type ChartCard, type ChartCardDraft } from '@vce/contract/community-charts';
import { productNameOf, productSpecOf } from '@vce/market-core/product-spec';
import { eq } from 'drizzle-orm';
import { communityPostCharts } from '../../../db/schema/community-charts';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { boardProductOf } from '../post-products';

/** A chart card's product checked against the catalogue and its moment against the clock: what will be stored. */
export function checkChartDraft(draft: ChartCardDraft, now = Date.now()) {
  const product = boardProductOf(draft.symbol);
  if (!product) throw AppError.reject('chartCardInvalid');
  const at = draft.at ?? now;
  if (at > now + 60_000 || at < now - CHART_MOMENT_YEARS * 365 * 86_400_000)
    throw AppError.reject('chartCardMomentInvalid');
  return { symbol: product.code, period: draft.period, indicators: [...new Set(draft.indicators)], at: new Date(at) };
}

export const insertChart = (tx: Db, postId: number, chart: ReturnType<typeof checkChartDraft>) =>
  tx.insert(communityPostCharts).values({ postId, ...chart });

/** A post's chart card, or null. */
export async function readPostChart(db: Db, postId: number): Promise<ChartCard | null> {
  const [row] = await db.select().from(communityPostCharts).where(eq(communityPostCharts.postId, postId));
  return row
    ? {
        symbol: row.symbol,
        name: productNameOf(row.symbol),
        tick_size: productSpecOf(row.symbol)?.tick_size ?? 1,
        period: row.period as ChartCard['period'],
        indicators: row.indicators as ChartCard['indicators'],
        at: row.at.getTime(),
      }
    : null;
}
