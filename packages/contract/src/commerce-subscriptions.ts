import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field, noBody } from './validation';

/**
 * What a subscriber is told by SMS about a product: its price crossing a level they set, a limit
 * reached (涨停/跌停), the BBAS market express (异动), and the daily close summary.
 */
export const subscriptionEvents = ['price', 'limit', 'express', 'daily_close'] as const;
export const SubscriptionEvent = z.enum(subscriptionEvents, { error: msg.subscribeEventInvalid });
export type SubscriptionEvent = z.infer<typeof SubscriptionEvent>;
export const subscriptionEventNames: Record<SubscriptionEvent, string> = {
  price: '价格提醒',
  limit: '涨跌停提醒',
  express: '异动快讯',
  daily_close: '收盘播报',
};

/** Active subscriptions one account may hold at once. */
export const SUBSCRIPTION_MAX = 20;

export const Subscription = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  event: SubscriptionEvent,
  /** The level of a price alert, and whether it fires on the way up (≥) or down (≤). */
  price: z.number().nullable(),
  direction: z.enum(['up', 'down']).nullable(),
  /** active; done: a price alert that fired (it fires once); cancelled. */
  state: z.enum(['active', 'done', 'cancelled']),
  sent_count: z.number().int(),
  last_sent_time: z.number().int().nullable(),
  create_time: z.number().int(),
});

const quietTime = z
  .string({ error: msg.subscribeQuietInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg.subscribeQuietInvalid);

export const SubscriptionSettings = z.object({
  /** SMS a day at most (1–20); what is over the cap is recorded, not sent. */
  daily_cap: z.number().int(),
  /** Beijing times; from start to end nothing is sent (may run past midnight). Equal: no quiet hours. */
  quiet_start: z.string(),
  quiet_end: z.string(),
});

/** Whether the account may receive SMS alerts: while a member, or while a bought plan runs. */
export const SubscriptionPlan = z.object({
  active: z.boolean(),
  source: z.enum(['vip', 'plan']).nullable(),
  /** When the bought plan ends (unix seconds), if one was bought. */
  plan_expire_time: z.number().int().nullable(),
  /** The plan sold at the cash desk (type sms): its id, name, price in V券 and days. */
  offer: z.object({ id: z.number().int(), name: z.string(), price: z.string(), days: z.number().int() }),
});

/** Subscribes to a product's event; a price alert needs the level (`price`). */
export const addSubscription = defineCall({
  path: '/api/subscribe/add',
  access: 'user',
  request: z.object({
    symbol: field.text('品种', 16).min(1, msg.subscribeSymbolUnknown),
    event: SubscriptionEvent,
    price: z.coerce.number({ error: msg.subscribePriceRequired }).positive(msg.subscribePriceRequired).optional(),
  }),
  data: Subscription,
});

/** The caller's subscriptions (active first), their settings and plan. */
export const subscriptionList = defineCall({
  path: '/api/subscribe/list',
  access: 'user',
  request: noBody,
  data: z.object({ list: z.array(Subscription), settings: SubscriptionSettings, plan: SubscriptionPlan }),
});

export const cancelSubscription = defineCall({
  path: '/api/subscribe/cancel',
  access: 'user',
  request: z.object({ id: field.id('订阅编号') }),
  data: z.object({ id: z.number().int() }),
});

/** sending (claimed, on its way); sent; quiet (in the quiet hours), capped (over the daily cap), no_plan, failed: not sent. */
export const subscriptionDeliveryStates = ['sending', 'sent', 'quiet', 'capped', 'no_plan', 'failed'] as const;
export type SubscriptionDeliveryState = (typeof subscriptionDeliveryStates)[number];

export const SubscriptionDelivery = z.object({
  id: z.number().int(),
  content: z.string(),
  state: z.enum(subscriptionDeliveryStates),
  time: z.number().int(),
});

/** One subscription and what it sent (or held back), newest first. */
export const subscriptionDetail = defineCall({
  path: '/api/subscribe/detail',
  access: 'user',
  request: z.object({ id: field.id('订阅编号') }),
  data: z.object({ subscription: Subscription, deliveries: z.array(SubscriptionDelivery) }),
});

export const saveSubscriptionSettings = defineCall({
  path: '/api/subscribe/saveSettings',
  access: 'user',
  request: z.object({
    daily_cap: field.int('每日短信上限').min(1, msg.subscribeCapInvalid).max(20, msg.subscribeCapInvalid),
    quiet_start: quietTime,
    quiet_end: quietTime,
  }),
  data: SubscriptionSettings,
});

/** The SMS's one-tap link: cancels the subscription its token names, without logging in. */
export const unsubscribeByToken = defineCall({
  path: '/api/subscribe/unsubscribe',
  access: 'public',
  request: z.object({ token: field.text('退订凭证', 64).min(16, msg.subscribeUnknown) }),
  data: Subscription.pick({ symbol: true, name: true, event: true }),
});
