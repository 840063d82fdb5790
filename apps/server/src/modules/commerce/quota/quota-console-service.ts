import type { AdminQuotaRule, updateAdminQuotas } from '@vce/contract/admin-quotas';
import { QuotaTag, quotaTagLabels } from '@vce/contract/commerce-quota';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { inTransaction } from '../../../platform/transaction';
import { saveSetting } from '../../shell/settings-service';
import { FREE_DAILY_SETTING, type FreeDaily, readFreeDaily } from './quota-service';
import { listExchangePrices, writeExchangePrices } from './quota-store';

/*
 * 次数与兑换, the console's door into the counted uses: the free daily uses of a non-member (a site
 * setting every process holds and reloads on a change) and the V粒 price of one more (read by each
 * exchange), so a change holds from the next search, question or exchange on any process.
 */

export async function readQuotaRulesForConsole(app: FastifyInstance): Promise<AdminQuotaRule[]> {
  const [free, prices] = await Promise.all([readFreeDaily(app), listExchangePrices(app.db)]);
  return QuotaTag.options.map((tag) => ({
    tag,
    name: quotaTagLabels[tag],
    free_daily: free[tag],
    price_vli: prices.find((price) => price.tag === tag)?.priceVli ?? 0,
  }));
}

/** Saves every kind's rule in one transaction; answers them before and after. */
export async function updateQuotaRules(
  app: FastifyInstance,
  rules: z.output<(typeof updateAdminQuotas)['request']>['rules'],
) {
  const before = await readQuotaRulesForConsole(app);
  await inTransaction(app.db, async (tx) => {
    await writeExchangePrices(
      tx,
      rules.map((rule) => ({ tag: rule.tag, priceVli: rule.price_vli })),
    );
    const free = Object.fromEntries(rules.map((rule) => [rule.tag, rule.free_daily])) as FreeDaily;
    await saveSetting(app, tx, FREE_DAILY_SETTING, free);
  });
  return { before, after: await readQuotaRulesForConsole(app) };
}
