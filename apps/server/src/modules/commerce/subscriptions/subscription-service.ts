import {
  SUBSCRIPTION_MAX,
  type SubscriptionDeliveryState,
  type SubscriptionEvent,
} from '@vce/contract/commerce-subscriptions';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { unixSeconds, unixSecondsOrNull } from '../../../platform/unix-time';
import { findUserMobile } from '../../account/account-service';
import { heldBackReason, productNameOf, publicOrigin, send } from './subscription-dispatch';
import { planOf, settingsOf } from './subscription-plan';
import {
  cancelSubscription,
  findSubscription,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
  type SubscriptionRow,
  updateSettings,
} from './subscription-store';

const subscriptionView = (app: FastifyInstance, row: SubscriptionRow) => ({
  id: row.id,
  symbol: row.symbol,
  name: productNameOf(app, row.symbol),
  event: row.event as SubscriptionEvent,
  price: row.price,
  direction: row.direction as 'up' | 'down' | null,
  state: row.state as 'active' | 'done' | 'cancelled',
  sent_count: row.sentCount,
  last_sent_time: unixSecondsOrNull(row.lastSentAt),
  create_time: unixSeconds(row.createdAt),
});

const settingsView = (row: Awaited<ReturnType<typeof settingsOf>>) => ({
  daily_cap: row.dailyCap,
  quiet_start: row.quietStart,
  quiet_end: row.quietEnd,
});

/**
 * Subscribes to a product's event: the product must trade, the account have a phone and a plan (or
 * a membership); a price alert's direction is where the price stands now; at most SUBSCRIPTION_MAX
 * active ones, and no duplicate.
 */
export async function subscribe(input: {
  app: FastifyInstance;
  userId: number;
  symbol: string;
  event: SubscriptionEvent;
  price?: number;
}) {
  const { app, userId } = input;
  const book = app.market.seriesOf(input.symbol)?.book;
  if (!book) throw AppError.reject('subscribeSymbolUnknown');
  if (!(await findUserMobile(app.db, userId))) throw AppError.reject('subscribeNeedsMobile');
  if (!(await planOf(app, userId)).active) throw AppError.reject('subscribeNeedsPlan');
  let direction: 'up' | 'down' | null = null;
  if (input.event === 'price') {
    if (input.price === undefined) throw AppError.reject('subscribePriceRequired');
    const last = book.main?.last ?? 0;
    if (input.price === last) throw AppError.reject('subscribePriceAtMarket');
    direction = input.price > last ? 'up' : 'down';
  }
  const price = input.event === 'price' ? (input.price ?? null) : null;
  const active = (await listSubscriptions(app.db, userId)).filter((row) => row.state === 'active');
  if (active.length >= SUBSCRIPTION_MAX)
    throw AppError.reject(msg.subscribeTooMany.replace('{max}', String(SUBSCRIPTION_MAX)));
  if (active.some((row) => row.symbol === book.spec.code && row.event === input.event && row.price === price))
    throw AppError.reject('subscribeDuplicate');
  const row = await insertSubscription(app.db, {
    userId,
    symbol: book.spec.code,
    event: input.event,
    price,
    direction,
  });
  return subscriptionView(app, row);
}

/** The caller's subscriptions, their settings and their plan. */
export async function readSubscriptions(input: { app: FastifyInstance; userId: number }) {
  const { app, userId } = input;
  return {
    list: (await listSubscriptions(app.db, userId)).map((row) => subscriptionView(app, row)),
    settings: settingsView(await settingsOf(app.db, userId)),
    plan: await planOf(app, userId),
  };
}

/** Cancels one of the caller's subscriptions. */
export async function cancelMySubscription(input: { app: FastifyInstance; userId: number; id: number }) {
  const row = await cancelSubscription(input.app.db, { userId: input.userId, id: input.id });
  if (!row) throw AppError.reject('subscribeUnknown');
  return { id: row.id };
}

/** One of the caller's subscriptions with the messages it sent. */
export async function readSubscription(input: { app: FastifyInstance; userId: number; id: number }) {
  const { app } = input;
  const row = await findSubscription(app.db, { userId: input.userId, id: input.id });
  if (!row || row.state === 'cancelled') throw AppError.reject('subscribeUnknown');
  const deliveries = await listDeliveries(app.db, row.id);
  return {
    subscription: subscriptionView(app, row),
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      content: delivery.content,
      state: delivery.state as SubscriptionDeliveryState,
      time: unixSeconds(delivery.createdAt),
    })),
  };
}

/** The caller's daily cap and quiet hours. */
export async function saveSettings(input: {
  app: FastifyInstance;
  userId: number;
  dailyCap: number;
  quietStart: string;
  quietEnd: string;
}) {
  await settingsOf(input.app.db, input.userId);
  return settingsView(await updateSettings(input.app.db, input));
}

/** The one-tap unsubscribe of an SMS's link: the token names the subscription, no login needed. */
export async function unsubscribeWithToken(input: { app: FastifyInstance; token: string }) {
  const row = await cancelSubscription(input.app.db, { token: input.token });
  if (!row) throw AppError.reject('subscribeUnknown');
  return { symbol: row.symbol, name: productNameOf(input.app, row.symbol), event: row.event as SubscriptionEvent };
}

/**
 * One SMS from another area (a live course's reminder) to a user whose SMS alerts run: held back by
 * the same plan, quiet hours and daily cap as the product alerts, its link the alerts' settings page.
 * Answers what became of it: sent, failed, or why it was held back.
 */
export async function notifySmsSubscriber(input: {
  app: FastifyInstance;
  userId: number;
  params: { product: string; event: string; detail: string };
  now?: Date;
}) {
  const { app, userId } = input;
  const reason = await heldBackReason(app, userId, input.now ?? new Date());
  if (reason) return reason;
  return send(app, userId, { mobile: '', params: { ...input.params, link: `${publicOrigin(app)}/subscribe/setUp` } });
}
