import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { advisoryLockLeadership, soleLeadership } from '../../platform/leadership';
import { createAlertStore } from './alert-store';
import { createBarStore } from './bar-store';
import { MarketEngine } from './market-engine';
import { MarketReplica } from './market-replica';
import { bookSnapshotOf, type MarketTick, marketChannels, seriesTipOf } from './market-tick';
import { readStoredSeries } from './series-chunks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market as the elected engine publishes it. */
    market: MarketReplica;
  }
}

const runningEngines = new WeakMap<FastifyInstance, () => MarketEngine | null>();

/** Test hook: the engine this server runs, or null when another process's engine leads. */
export const engineOf = (app: FastifyInstance) => runningEngines.get(app)?.() ?? null;

/**
 * The market as `app.market`: every process serves the replica of what the engine publishes; one
 * process runs the engine. In one process (no REDIS_URL) that is this one, opened (history written)
 * before the server listens. On the scale path the processes elect it through PostgreSQL, and when
 * its process dies another takes over and carries the market on from the stored bars.
 */
export const marketPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, bus, log } = app;
    const barStore = createBarStore(app.db);
    const replica: MarketReplica = new MarketReplica({
      bus,
      readSeries: () => readStoredSeries(barStore, replica.feed.books),
      log,
    });

    let engine: MarketEngine | null = null;
    let stopPublishing: (() => void)[] = [];
    const startEngine = async () => {
      const started = new MarketEngine({
        feed: app.createMarketFeed(),
        store: barStore,
        alerts: createAlertStore(app.db),
        log,
        range: { dailyDays: config.MARKET_HISTORY_DAYS, minuteDays: config.MARKET_MINUTE_DAYS },
        onFlushed: () => void bus.publish(marketChannels.flushed, null),
      });
      await started.start();
      engine = started;
      const engineId = randomBytes(6).toString('hex');
      let sequence = 0;
      const publishTick = (now: number, alerts: MarketTick['alerts']) => {
        const tick: MarketTick = {
          engineId,
          sequence: ++sequence,
          now,
          feed: { name: started.feed.name, simulated: started.feed.simulated },
          books: started.feed.books.map(bookSnapshotOf),
          series: [...started.allSeries()].map((state) => seriesTipOf(state.book.spec.code, state)),
          alerts,
        };
        void bus.publish(marketChannels.tick, tick);
      };
      // The replica in this process takes the series from memory rather than reading them back, also
      // when it followed another engine before (a takeover).
      await replica.load(async () => started.seriesSnapshot());
      stopPublishing = [
        started.onTick(publishTick),
        bus.subscribe(marketChannels.jump, ({ symbol, percent }) => started.feed.jumpSpot?.(symbol, percent)),
      ];
      publishTick(Date.now(), []);
      void bus.publish(marketChannels.flushed, null);
      started.run();
    };
    const stopEngine = async () => {
      for (const stop of stopPublishing) stop();
      stopPublishing = [];
      await engine?.stop();
      engine = null;
    };

    const leadership =
      app.redis && config.DATABASE_URL
        ? advisoryLockLeadership(
            { databaseUrl: config.DATABASE_URL, name: 'market', log },
            { onElected: startEngine, onDeposed: stopEngine },
          )
        : soleLeadership({ onElected: startEngine, onDeposed: stopEngine });
    await leadership.firstTry;
    if (!leadership.isLeader()) log.info('market: following the elected engine');
    await replica.ready;
    app.decorate('market', replica);
    runningEngines.set(app, () => engine);
    app.healthFacts.set('market', () => (leadership.isLeader() ? 'engine' : 'replica'));
    // Before the database closes: the last minute's bars are written.
    app.addHook('preClose', async () => {
      replica.stop();
      await leadership.stop();
    });
  },
  { name: 'market', dependencies: ['platform', 'providers'] },
);
