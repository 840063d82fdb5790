import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsSubscriptionSettings } from '../../../db/schema/commerce-subscriptions';
import type { Db } from '../../../platform/db';
import type { Goods } from '../payment/cash-desk';
import { isMember } from '../vip/membership-service';
import { formatCents } from '@vce/contract/commerce-wallet';

/**
 * The SMS plan sold at the cash desk (type sms, id 1): a month of SMS alerts for those who are not
 * members. Members have them included. Its price is a setting (SMS_PLAN_PRICE_CENTS).
 */
export const SMS_PLAN = { id: 1, name: '短信订阅月卡', days: 30 };

export const planOffer = (app: FastifyInstance) => ({
  id: SMS_PLAN.id,
  name: SMS_PLAN.name,
  price: formatCents(app.config.SMS_PLAN_PRICE_CENTS),
  days: SMS_PLAN.days,
});

/** The user's settings row, made with the defaults on first need. */
export async function settingsOf(db: Db, userId: number) {
  await db.insert(smsSubscriptionSettings).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(smsSubscriptionSettings).where(eq(smsSubscriptionSettings.userId, userId));
  return row!;
}

/**
 * Whether SMS alerts reach the user now: a membership, or a bought plan that has not ended. Given
 * the settings row when the caller has it already.
 */
export async function planOf(app: FastifyInstance, userId: number, known?: Awaited<ReturnType<typeof settingsOf>>) {
  const settings = known ?? (await settingsOf(app.db, userId));
  const planRuns = !!settings.planExpiresAt && settings.planExpiresAt > new Date();
  const member = await isMember(app.db, userId);
  return {
    active: member || planRuns,
    source: member ? ('vip' as const) : planRuns ? ('plan' as const) : null,
    plan_expire_time: settings.planExpiresAt ? Math.floor(settings.planExpiresAt.getTime() / 1000) : null,
    offer: planOffer(app),
  };
}

export const smsPlanGoods: Goods = {
  async describe({ app, itemId }) {
    return itemId === SMS_PLAN.id ? { name: SMS_PLAN.name, amountCents: app.config.SMS_PLAN_PRICE_CENTS } : null;
  },
  /** A month from max(now, the plan's end), one statement per order (no row lock of its own). */
  async grant(tx, paid) {
    for (const order of paid) {
      await tx.insert(smsSubscriptionSettings).values({ userId: order.userId }).onConflictDoNothing();
      await tx
        .update(smsSubscriptionSettings)
        .set({
          planExpiresAt: sql`greatest(now(), coalesce(${smsSubscriptionSettings.planExpiresAt}, now())) + make_interval(days => ${SMS_PLAN.days})`,
        })
        .where(eq(smsSubscriptionSettings.userId, order.userId));
    }
  },
};
