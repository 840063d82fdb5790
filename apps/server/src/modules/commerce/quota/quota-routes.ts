import { exchangeRule, exchangeSearchCount } from '@vce/contract/commerce-quota-exchange';
import { searchCount, useSearch } from '@vce/contract/commerce-quota';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../../platform/calls';
import { readBalance } from '../wallet/wallet-store';
import { listExchangePrices } from './quota-store';
import { subscribeQuotaEvents } from './quota-events';
import { exchangeUses, readSearchCount, useSearch as useFreeSearch } from './quota-service';

/** Free daily searches, and more of them (and of AI questions) bought with V粒. */
export function quotaRoutes(app: FastifyInstance) {
  subscribeQuotaEvents(app);
  registerCall(app, useSearch, ({ userId, body }) => useFreeSearch({ app, userId, ...body }));
  registerCall(app, searchCount, ({ userId, body }) => readSearchCount({ app, userId, uuid: body.uuid }));

  registerCall(app, exchangeRule, async ({ userId }) => {
    const prices = new Map((await listExchangePrices(app.db)).map((row) => [row.tag, row.priceVli]));
    return {
      money: await readBalance(app.db, { userId, currency: 'vli' }),
      bbas_search_exchange_money: prices.get('bbas') ?? 0,
      view_data_search_exchange_money: prices.get('view_data') ?? 0,
      ai_search_exchange_money: prices.get('ai') ?? 0,
    };
  });
  registerCall(
    app,
    exchangeSearchCount,
    async ({ userId, body }) => new Answer(await exchangeUses({ app, userId, ...body }), msg.exchangeSuccess),
  );
}
