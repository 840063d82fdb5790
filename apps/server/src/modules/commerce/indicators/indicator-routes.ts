import {
  downloadTarget,
  exchangeTarget,
  type IndicatorCategory,
  type IndicatorPlatform,
  type IndicatorPriceType,
  myTargets,
  targetDetail,
  targetList,
} from '@vce/contract/commerce-indicators';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { AppError } from '../../../platform/errors';
import { formatCents } from '@vce/contract/commerce-wallet';
import { rightsOf } from './indicator-access';
import { downloadFormula, exchangeForVli, indicatorGoods } from './indicator-service';
import { findIndicator, type IndicatorRow, listIndicators, listOwned, type OwnerSource } from './indicator-store';
import { indicatorReviewRoutes } from './review-routes';
import { unixSeconds } from '../../../platform/unix-time';

/** An indicator as its card shows it, with whether the caller may download it now. */
export function indicatorCard(row: IndicatorRow, right: OwnerSource | null) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    summary: row.summary,
    category: row.category as IndicatorCategory,
    price_type: row.priceType as IndicatorPriceType,
    price: row.priceType === 'vq' ? formatCents(row.priceCents) : row.priceType === 'vli' ? String(row.priceVli) : '0',
    vip_free: row.vipFree,
    buyers: row.buyers,
    platforms: row.platforms as IndicatorPlatform[],
    owned: right !== null,
  };
}

/** The indicator shop: its shelf, one indicator, downloads, V粒 exchange, my indicators, reviews. */
export function indicatorRoutes(app: FastifyInstance) {
  app.cashDesk.registerGoods('indicator', indicatorGoods);

  registerCall(app, targetList, async ({ body, userId }) => {
    const { rows, total } = await listIndicators(app.db, body);
    const rights = await rightsOf(app, userId, rows);
    return { list: rows.map((row) => indicatorCard(row, rights.get(row.id) ?? null)), total };
  });

  registerCall(app, targetDetail, async ({ body, userId }) => {
    const row = await findIndicator(app.db, body.id);
    if (!row) throw AppError.reject('indicatorUnknown');
    const right = (await rightsOf(app, userId, [row])).get(row.id) ?? null;
    return { ...indicatorCard(row, right), description: row.description, params: row.params, owned_by: right };
  });

  registerCall(app, downloadTarget, ({ body, userId }) =>
    downloadFormula({ app, userId, indicatorId: body.id, platform: body.platform }),
  );

  registerCall(app, exchangeTarget, ({ body, userId }) => exchangeForVli({ app, userId, indicatorId: body.id }));

  registerCall(app, myTargets, async ({ body, userId }) => {
    const { rows, total } = await listOwned(app.db, { userId, ...body });
    const rights = await rightsOf(
      app,
      userId,
      rows.map((row) => row.indicator),
    );
    return {
      list: rows.map(({ indicator, source, since }) => ({
        ...indicatorCard(indicator, rights.get(indicator.id) ?? null),
        owned_by: source as OwnerSource,
        since: unixSeconds(since),
      })),
      total,
    };
  });

  indicatorReviewRoutes(app);
}
