import {
  addSubscription,
  cancelSubscription as cancelCall,
  SUBSCRIPTION_MAX,
  saveSubscriptionSettings,
  type SubscriptionDeliveryState,
  type SubscriptionEvent,
  subscriptionDetail,
  subscriptionList,
  unsubscribeByToken,
} from '@vce/contract/commerce-subscriptions';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema/account';
import { smsSubscriptionSettings } from '../../../db/schema/commerce-subscriptions';
import { registerCall } from '../../../platform/calls';
import { AppError } from '../../../platform/errors';
import { scheduleLeaderJob } from '../../../platform/leader-job';
import { dispatchSubscriptions, productNameOf } from './subscription-dispatch';
import { planOf, settingsOf, smsPlanGoods } from './subscription-plan';
import {
  cancelSubscription,
  findSubscription,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
  type SubscriptionRow,
} from './subscription-store';
import { unixSeconds, unixSecondsOrNull } from '../../../platform/unix-time';

/** SMS subscriptions: subscribing, the list, settings, one-tap unsubscribe, the plan, and the dispatcher. */
export function subscriptionRoutes(app: FastifyInstance) {
  app.cashDesk.registerGoods('sms', smsPlanGoods);
  const view = (row: SubscriptionRow) => ({
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

  registerCall(app, addSubscription, async ({ body, userId }) => {
    const book = app.market.seriesOf(body.symbol)?.book;
    if (!book) throw AppError.reject('subscribeSymbolUnknown');
    const [user] = await app.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    if (!user?.mobile) throw AppError.reject('subscribeNeedsMobile');
    if (!(await planOf(app, userId)).active) throw AppError.reject('subscribeNeedsPlan');
    let direction: 'up' | 'down' | null = null;
    if (body.event === 'price') {
      if (body.price === undefined) throw AppError.reject('subscribePriceRequired');
      const last = book.main?.last ?? 0;
      if (body.price === last) throw AppError.reject('subscribePriceAtMarket');
      direction = body.price > last ? 'up' : 'down';
    }
    const price = body.event === 'price' ? (body.price ?? null) : null;
    const mine = await listSubscriptions(app.db, userId);
    const active = mine.filter((row) => row.state === 'active');
    if (active.length >= SUBSCRIPTION_MAX)
      throw AppError.reject(msg.subscribeTooMany.replace('{max}', String(SUBSCRIPTION_MAX)));
    if (active.some((row) => row.symbol === book.spec.code && row.event === body.event && row.price === price))
      throw AppError.reject('subscribeDuplicate');
    return view(
      await insertSubscription(app.db, { userId, symbol: book.spec.code, event: body.event, price, direction }),
    );
  });

  registerCall(app, subscriptionList, async ({ userId }) => ({
    list: (await listSubscriptions(app.db, userId)).map(view),
    settings: settingsView(await settingsOf(app.db, userId)),
    plan: await planOf(app, userId),
  }));

  registerCall(app, cancelCall, async ({ body, userId }) => {
    const row = await cancelSubscription(app.db, { userId, id: body.id });
    if (!row) throw AppError.reject('subscribeUnknown');
    return { id: row.id };
  });

  registerCall(app, subscriptionDetail, async ({ body, userId }) => {
    const row = await findSubscription(app.db, { userId, id: body.id });
    if (!row || row.state === 'cancelled') throw AppError.reject('subscribeUnknown');
    const deliveries = await listDeliveries(app.db, row.id);
    return {
      subscription: view(row),
      deliveries: deliveries.map((delivery) => ({
        id: delivery.id,
        content: delivery.content,
        state: delivery.state as SubscriptionDeliveryState,
        time: unixSeconds(delivery.createdAt),
      })),
    };
  });

  registerCall(app, saveSubscriptionSettings, async ({ body, userId }) => {
    await settingsOf(app.db, userId);
    const [row] = await app.db
      .update(smsSubscriptionSettings)
      .set({ dailyCap: body.daily_cap, quietStart: body.quiet_start, quietEnd: body.quiet_end })
      .where(eq(smsSubscriptionSettings.userId, userId))
      .returning();
    return settingsView(row!);
  });

  registerCall(app, unsubscribeByToken, async ({ body }) => {
    const row = await cancelSubscription(app.db, { token: body.token });
    if (!row) throw AppError.reject('subscribeUnknown');
    return {
      symbol: row.symbol,
      name: productNameOf(app, row.symbol),
      event: row.event as SubscriptionEvent,
    };
  });

  scheduleLeaderJob(app, { name: 'sms-subscriptions', intervalMs: 5000, run: () => dispatchSubscriptions(app) });
}
