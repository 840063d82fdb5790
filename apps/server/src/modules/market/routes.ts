import { kline, quotes, symbolList, symbolListWithPrice } from '@vce/contract/market';
import { alerts } from '@vce/contract/market-feed';
import {
  capitalFlow,
  marketOverview,
  memberRankings,
  signals,
  spotBasis,
  spreads,
} from '@vce/contract/market-dashboards';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import { Preserialized } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { createAlertStore } from './alert-store';
import { registerDevMarketRoutes } from './dev-market-routes';
import { createKlineAnswers } from './kline-answers';
import { moverRowOf } from './market-board';
import {
  capitalFlow as capitalFlowOf,
  rankingsOf,
  spotBasisOf,
  spreadDefinitions,
  spreadSeries,
} from './market-dashboards';
import { mainQuoteOf, productQuotesOf } from './quote-views';
import { registerRulesRoutes } from './rules-routes';
import { listExchangesWithProducts } from './store';
import { tradingSignals } from './trading-signals';

export async function marketRoutes(app: FastifyInstance) {
  const { market } = app;
  const feedInfo = { feed: market.feed.name, simulated: market.feed.simulated };
  // The catalogue changes only with a release: read once, serialised once for both lists.
  const catalogue = await listExchangesWithProducts(app.db);
  const symbols = Preserialized.of(catalogue);
  registerCall(app, symbolList, () => symbols, { preserialized: true });

  const books = new Map(market.feed.books.map((book) => [book.spec.code, book]));
  // Prices move every second: the list is rebuilt at most once a second, however many ask.
  let priced: { second: number; answer: Preserialized } | undefined;
  registerCall(
    app,
    symbolListWithPrice,
    () => {
      const second = Math.floor(Date.now() / 1000);
      if (priced?.second !== second) {
        const data = catalogue.map((exchange) => ({
          ...exchange,
          list: exchange.list.map((item) => {
            const book = books.get(item.symbol);
            // The spec's answer is a bare list of exchanges: whether a price is simulated goes with each price.
            if (!book) return { ...item, main_contract: '', lastPrice: 0, zdf: 0, simulated: false };
            return { ...item, ...mainQuoteOf(book), simulated: feedInfo.simulated };
          }),
        }));
        priced = { second, answer: Preserialized.of(data) };
      }
      return priced.answer;
    },
    { preserialized: true },
  );

  registerRulesRoutes(app);
  if (app.sms.name === 'dev' && market.feed.simulated) registerDevMarketRoutes(app);

  const klineAnswer = createKlineAnswers(app, feedInfo);
  registerCall(app, kline, ({ body }) => klineAnswer(body), { preserialized: true });

  const alertStore = createAlertStore(app.db);
  registerCall(app, alerts, async ({ body }) => {
    if (body.symbol) market.askedSeries(body.symbol);
    return { ...feedInfo, list: await alertStore.recent({ symbol: body.symbol, limit: body.limit }) };
  });

  registerCall(app, quotes, ({ body }) => productQuotesOf(market.askedSeries(body.symbol).book, market.feed));

  registerCall(app, memberRankings, ({ body }) => {
    const state = market.askedSeries(body.symbol);
    const rankings = rankingsOf(state, body.date);
    if (!rankings) throw AppError.reject('noRankingThatDay');
    return { ...feedInfo, symbol: body.symbol, name: state.book.spec.name_cn, ...rankings };
  });

  registerCall(app, capitalFlow, () => ({ ...feedInfo, list: capitalFlowOf(market.feed.books) }));

  registerCall(app, spotBasis, ({ body }) => {
    const state = market.askedSeries(body.symbol);
    return { ...feedInfo, symbol: body.symbol, name: state.book.spec.name_cn, list: spotBasisOf(state, body.limit) };
  });

  registerCall(app, spreads, ({ body }) => {
    const definition = body.id ? spreadDefinitions.find((spread) => spread.id === body.id) : spreadDefinitions[0];
    if (!definition) throw AppError.reject('unknownSpread');
    const legs = definition.legs.map((leg) => ({ bars: market.askedSeries(leg.symbol).daily, weight: leg.weight }));
    return {
      ...feedInfo,
      definitions: spreadDefinitions.map((spread) => ({ ...spread, legs: [...spread.legs] })),
      id: definition.id,
      points: spreadSeries(legs, body.limit),
    };
  });

  registerCall(app, marketOverview, () => ({
    ...feedInfo,
    list: market.feed.books.flatMap((book) => {
      const row = moverRowOf(book);
      if (!row) return [];
      return [
        { ...row, sector: book.spec.sector, exchange: book.spec.exchange, open_interest: book.main?.openInterest ?? 0 },
      ];
    }),
  }));

  // Daily signals change at most once a minute (the daily bar's close moves): computed once a minute.
  let signalCache: { minute: number; list: ReturnType<typeof allSignals> } | undefined;
  const allSignals = () =>
    market.feed.books
      .flatMap((book) => {
        const state = market.seriesOf(book.spec.code);
        if (!state) return [];
        return tradingSignals(state.daily).map((signal) => ({
          symbol: book.spec.code,
          name: book.spec.name_cn,
          ...signal,
        }));
      })
      .sort((a, b) => b.time - a.time);
  registerCall(app, signals, ({ body }) => {
    if (body.symbol) market.askedSeries(body.symbol);
    const minute = Math.floor(Date.now() / 60_000);
    if (signalCache?.minute !== minute) signalCache = { minute, list: allSignals() };
    const list = signalCache.list
      .filter(
        (signal) =>
          (!body.symbol || signal.symbol === body.symbol) && (!body.direction || signal.direction === body.direction),
      )
      .slice(0, body.limit);
    return { ...feedInfo, list };
  });
}
