import { doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * SMS alerts a user subscribed to: a product's price crossing a level (`price`, fired once in
 * `direction`), its limits, its market express, its daily close. `unsubscribeToken` is the SMS's
 * one-tap link: random, so it names one subscription and nothing else.
 */
export const smsSubscriptions = pgTable(
  'sms_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    /** Contract `SubscriptionEvent`. */
    event: text('event').notNull(),
    price: doublePrecision('price'),
    direction: text('direction'),
    /** active | done | cancelled. */
    state: text('state').notNull().default('active'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_subscriptions_active').on(t.state, t.event, t.symbol),
    index('sms_subscriptions_user').on(t.userId, t.state),
    uniqueIndex('sms_subscriptions_token').on(t.unsubscribeToken),
  ],
);

/**
 * Each user's delivery settings and plan: the daily cap with today's count (a guarded update keeps
 * it, so no process sends past the cap), the quiet hours, and the end of a bought plan.
 */
export const smsSubscriptionSettings = pgTable('sms_subscription_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyCap: integer('daily_cap').notNull().default(10),
  quietStart: text('quiet_start').notNull().default('22:00'),
  quietEnd: text('quiet_end').notNull().default('08:00'),
  sentDay: text('sent_day').notNull().default(''),
  sentToday: integer('sent_today').notNull().default(0),
  planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
});

/**
 * What each subscription was to be told, once per event (`eventKey`: the alert, the day's close, the
 * price crossing): the unique index lets one process of any number claim an event, so a subscriber
 * gets one SMS per event. Held-back ones are kept with why (quiet hours, cap, no plan).
 */
export const smsDeliveries = pgTable(
  'sms_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => smsSubscriptions.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    content: text('content').notNull(),
    /** Contract `SubscriptionDelivery.state`. */
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_deliveries_once').on(t.subscriptionId, t.eventKey)],
);
