import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SimulatorFeed } from '../../providers/market/simulator-feed';
import { createAlertStore } from './alert-store';
import { createBarStore } from './bar-store';
import { MarketEngine } from './market-engine';
import { catalogueProducts } from './product-spec';

/** The market engine as `app.market`: opened (history written) before the server listens. */
export const marketPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.log.warn('MARKET_FEED=simulator: quotes are simulated and labelled 模拟行情');
    const engine = new MarketEngine({
      feed: new SimulatorFeed(catalogueProducts, { seed: config.MARKET_SEED, alwaysOpen: config.MARKET_ALWAYS_OPEN }),
      store: createBarStore(app.db),
      alerts: createAlertStore(app.db),
      log: app.log,
      range: { dailyDays: config.MARKET_HISTORY_DAYS, minuteDays: config.MARKET_MINUTE_DAYS },
    });
    await engine.start();
    engine.run();
    app.decorate('market', engine);
    // Before the database closes: the last minute's bars are written.
    app.addHook('preClose', () => engine.stop());
  },
  { name: 'market', dependencies: ['platform'] },
);
