import { and, desc, eq, lt } from 'drizzle-orm';
import { marketAlerts } from '../../db/schema/market';
import type { Db } from '../../platform/db';
import type { MarketAlert } from './market-alerts';
import { productNameOf } from '@vce/market-core/product-spec';

export function createAlertStore(db: Db) {
  return {
    async save(alerts: readonly MarketAlert[]) {
      if (alerts.length === 0) return;
      await db.insert(marketAlerts).values(
        alerts.map((alert) => ({
          time: new Date(alert.time),
          symbol: alert.symbol,
          contract: alert.contract,
          kind: alert.kind,
          text: alert.text,
          price: alert.price,
          zdf: alert.zdf,
        })),
      );
    },

    /** The newest alert of each kind for each product: where a restart's quiet periods run on from. */
    async latestOfEachKind(): Promise<MarketAlert[]> {
      const rows = await db
        .selectDistinctOn([marketAlerts.symbol, marketAlerts.kind])
        .from(marketAlerts)
        .orderBy(marketAlerts.symbol, marketAlerts.kind, desc(marketAlerts.time), desc(marketAlerts.id));
      return rows.map(alertOf);
    },

    /** The newest alerts, of one product or of all; `before` (ms) pages back to older ones. */
    async recent(options: { symbol?: string; limit: number; before?: number }): Promise<MarketAlert[]> {
      const rows = await db
        .select()
        .from(marketAlerts)
        .where(
          and(
            options.symbol ? eq(marketAlerts.symbol, options.symbol) : undefined,
            options.before === undefined ? undefined : lt(marketAlerts.time, new Date(options.before)),
          ),
        )
        .orderBy(desc(marketAlerts.time), desc(marketAlerts.id))
        .limit(options.limit);
      return rows.map(alertOf);
    },
  };
}

const alertOf = (row: typeof marketAlerts.$inferSelect): MarketAlert => ({
  time: row.time.getTime(),
  symbol: row.symbol,
  name: productNameOf(row.symbol),
  contract: row.contract,
  kind: row.kind as MarketAlert['kind'],
  text: row.text,
  price: row.price,
  zdf: row.zdf,
});

export type AlertStore = ReturnType<typeof createAlertStore>;
