import {
  bbasBaseInfo,
  bbasDataStatistics,
  bbasExplainInfo,
  bbasExpressList,
  bbasPivotInfo,
  bbasViewList,
  type BbasViewPoint,
} from '@vce/contract/bbas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import { cachedAnswer } from '../../platform/envelope';
import { readBaseInfo } from './base-info';
import { readExplainInfo } from './explain-info';
import { readExpressList } from './express-service';
import { lastPriceOf, pivotInfoOf, statisticsOf } from './product-figures';
import { shortCache } from '../../platform/short-cache';
import { findLatestViewPerDesk, findViewPage } from './store';
import { countViews } from './view-counts';
import { BBAS_CONTENT_CHANGED } from './content-changes';

/** BBAS calls (docs/decisions.md "BBAS"); registered after the market plugin, whose series they read. */
export async function bbasRoutes(app: FastifyInstance) {
  const { db, market } = app;
  const feedInfo = { feed: market.feed.name, simulated: market.feed.simulated };

  // Categories change only when operators edit them: read once, serialised once.
  const baseInfo = cachedAnswer(() => readBaseInfo(db));
  registerCall(app, bbasBaseInfo, baseInfo.get, { preserialized: true });

  const productOf = (symbol: string) => {
    const state = market.askedSeries(symbol);
    return { symbol, name: state.book.spec.name_cn, main_contract: state.book.main?.id ?? '' };
  };

  // Views come from research desks a few times a day; a minute's delay is fine.
  const latestViewsCache = shortCache<BbasViewPoint[]>(60_000);
  const latestViewsOf = (symbol: string) => latestViewsCache(symbol, () => findLatestViewPerDesk(db, symbol));

  registerCall(app, bbasExplainInfo, async ({ body }) => {
    const state = market.askedSeries(body.symbol);
    return readExplainInfo({ state, latestViews: await latestViewsOf(body.symbol), simulated: feedInfo.simulated });
  });

  const firstPageCache = shortCache<Awaited<ReturnType<typeof readExpressList>>>(5_000);
  // The console's changes show at once on every process.
  const stopListening = app.bus.subscribe(BBAS_CONTENT_CHANGED, () => {
    baseInfo.reset();
    latestViewsCache.clear();
    firstPageCache.clear();
  });
  app.addHook('onClose', async () => stopListening());
  registerCall(app, bbasExpressList, async ({ body }) => {
    market.askedSeries(body.symbol);
    const load = () => readExpressList({ db, ...body });
    // The first page is what every visit of a product page asks for; older pages are rarer.
    const list = await (body.before === undefined ? firstPageCache(`${body.symbol}:${body.limit}`, load) : load());
    return { ...feedInfo, list };
  });

  registerCall(app, bbasPivotInfo, ({ body }) => {
    const state = market.askedSeries(body.symbol);
    return { ...feedInfo, ...productOf(body.symbol), last: lastPriceOf(state), pivot: pivotInfoOf(state) };
  });

  registerCall(app, bbasViewList, async ({ body }) => {
    market.askedSeries(body.symbol);
    const [page, latest] = await Promise.all([findViewPage(db, body), latestViewsOf(body.symbol)]);
    return { ...countViews(latest), ...page };
  });

  registerCall(app, bbasDataStatistics, ({ body }) => ({
    ...feedInfo,
    ...productOf(body.symbol),
    ...statisticsOf(market.askedSeries(body.symbol)),
  }));
}
