import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { smsDeliveries, smsSubscriptionSettings, smsSubscriptions } from '../../../db/schema/commerce-subscriptions';
import type { Db } from '../../../platform/db';

export type SubscriptionRow = typeof smsSubscriptions.$inferSelect;

export async function insertSubscription(
  db: Db,
  input: { userId: number; symbol: string; event: string; price: number | null; direction: 'up' | 'down' | null },
) {
  const [row] = await db
    .insert(smsSubscriptions)
    .values({ ...input, unsubscribeToken: randomBytes(18).toString('base64url') })
    .returning();
  return row!;
}

/** The user's subscriptions, active first then newest first; cancelled ones are left out. */
export const listSubscriptions = (db: Db, userId: number) =>
  db
    .select()
    .from(smsSubscriptions)
    .where(and(eq(smsSubscriptions.userId, userId), inArray(smsSubscriptions.state, ['active', 'done'])))
    .orderBy(smsSubscriptions.state, desc(smsSubscriptions.id));

/** One of the user's subscriptions (another user's stays invisible). */
export const findSubscription = async (db: Db, input: { userId: number; id: number }) =>
  (
    await db
      .select()
      .from(smsSubscriptions)
      .where(and(eq(smsSubscriptions.id, input.id), eq(smsSubscriptions.userId, input.userId)))
  )[0] ?? null;

/** Cancels an active or fired subscription, by its owner or by its SMS link's token. */
export async function cancelSubscription(db: Db, where: { userId: number; id: number } | { token: string }) {
  const [row] = await db
    .update(smsSubscriptions)
    .set({ state: 'cancelled' })
    .where(
      and(
        inArray(smsSubscriptions.state, ['active', 'done']),
        'token' in where
          ? eq(smsSubscriptions.unsubscribeToken, where.token)
          : and(eq(smsSubscriptions.id, where.id), eq(smsSubscriptions.userId, where.userId)),
      ),
    )
    .returning();
  return row ?? null;
}

export const listDeliveries = (db: Db, subscriptionId: number) =>
  db
    .select()
    .from(smsDeliveries)
    .where(eq(smsDeliveries.subscriptionId, subscriptionId))
    .orderBy(desc(smsDeliveries.id))
    .limit(20);

/** Of these (subscription, event) pairs, the ones already claimed, as `subscriptionId:eventKey`. */
export async function findToldEvents(db: Db, pairs: { subscriptionId: number; eventKey: string }[]) {
  if (!pairs.length) return new Set<string>();
  const rows = await db
    .select({ subscriptionId: smsDeliveries.subscriptionId, eventKey: smsDeliveries.eventKey })
    .from(smsDeliveries)
    .where(
      and(
        inArray(smsDeliveries.subscriptionId, [...new Set(pairs.map((pair) => pair.subscriptionId))]),
        inArray(smsDeliveries.eventKey, [...new Set(pairs.map((pair) => pair.eventKey))]),
      ),
    );
  return new Set(rows.map((row) => `${row.subscriptionId}:${row.eventKey}`));
}

/**
 * Claims an event for a subscription: the row is written by one caller only (the unique index), so
 * however many processes see the event, one tells it. Null: already claimed.
 */
export async function claimDelivery(db: Db, input: { subscriptionId: number; eventKey: string; content: string }) {
  const [row] = await db
    .insert(smsDeliveries)
    .values({ ...input, state: 'sending' })
    .onConflictDoNothing()
    .returning({ id: smsDeliveries.id });
  return row?.id ?? null;
}

export async function settleDelivery(db: Db, input: { deliveryId: number; subscriptionId: number; state: string }) {
  await db.update(smsDeliveries).set({ state: input.state }).where(eq(smsDeliveries.id, input.deliveryId));
  if (input.state === 'sent')
    await db
      .update(smsSubscriptions)
      .set({ sentCount: sql`${smsSubscriptions.sentCount} + 1`, lastSentAt: new Date() })
      .where(eq(smsSubscriptions.id, input.subscriptionId));
}

/** The user's quiet hours and daily cap (their settings row exists: `settingsOf` makes it). */
export async function updateSettings(
  db: Db,
  input: { userId: number; dailyCap: number; quietStart: string; quietEnd: string },
) {
  const [row] = await db
    .update(smsSubscriptionSettings)
    .set({ dailyCap: input.dailyCap, quietStart: input.quietStart, quietEnd: input.quietEnd })
    .where(eq(smsSubscriptionSettings.userId, input.userId))
    .returning();
  return row!;
}
