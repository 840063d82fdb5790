import { alertKindNames, type AlertKind } from '@vce/contract/market-feed';
import { beijingDate, beijingInstant, isTradingDay } from '@vce/market-core/calendar';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsSubscriptions, smsSubscriptionSettings } from '../../../db/schema/commerce-subscriptions';
import type { SmsNotice } from '../../../providers/sms/sms-provider';
import { smsNoticeText } from '../../../providers/sms/sms-provider';
import { findUserMobile } from '../../account/account-service';
import { changePercentOf, listAlertsSince } from '../../market/market-reads';
import { planOf, settingsOf } from './subscription-plan';
import { claimDelivery, findToldEvents, settleDelivery, type SubscriptionRow } from './subscription-store';

/** Alerts this recent are told: a few runs' worth, so a run that was late or a new leader misses none. */
const ALERT_WINDOW_MS = 3 * 60_000;
/** The close summary goes out once the day session has ended (15:00) and settled a little. */
const CLOSE_SUMMARY_AT = '15:05';
const limitKinds = new Set<AlertKind>(['limit_up', 'limit_down']);

interface Event {
  subscription: SubscriptionRow;
  /** Names the event for this subscription: told once (`sms_deliveries_once`). */
  key: string;
  params: Omit<SmsNotice['params'], 'link'>;
}

const signed = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toFixed(2)}%`;

/**
 * Tells subscribers what happened (run by the leader every few seconds): limits and the market
 * express from the stored alerts, price levels crossed by the main contracts, and after the close the
 * day's summary. Each event is claimed once per subscription before it is told, then sent unless the
 * quiet hours, the daily cap or a lapsed plan hold it back (kept with the reason).
 */
export async function dispatchSubscriptions(app: FastifyInstance, now = new Date()) {
  const active = await app.db.select().from(smsSubscriptions).where(eq(smsSubscriptions.state, 'active'));
  if (!active.length) return;
  const events = [
    ...(await alertEvents(app, active, now)),
    ...priceEvents(app, active),
    ...closeEvents(app, active, now),
  ];
  // Alerts stay in the window for minutes and a close summary for the evening: what was told on an
  // earlier run is left out with one read, rather than claimed again every few seconds.
  const told = await findToldEvents(
    app.db,
    events.map((event) => ({ subscriptionId: event.subscription.id, eventKey: event.key })),
  );
  for (const event of events) if (!told.has(`${event.subscription.id}:${event.key}`)) await deliver(app, event, now);
}

async function alertEvents(app: FastifyInstance, active: SubscriptionRow[], now: Date): Promise<Event[]> {
  const watching = active.filter((row) => row.event === 'limit' || row.event === 'express');
  if (!watching.length) return [];
  const alerts = await listAlertsSince(app.db, {
    symbols: [...new Set(watching.map((row) => row.symbol))],
    since: new Date(now.getTime() - ALERT_WINDOW_MS),
  });
  return alerts.flatMap((alert) => {
    const kind = alert.kind as AlertKind;
    const wanted = limitKinds.has(kind) ? 'limit' : 'express';
    return watching
      .filter((row) => row.symbol === alert.symbol && row.event === wanted)
      .map((subscription) => ({
        subscription,
        key: `alert:${alert.id}`,
        params: {
          product: `${productNameOf(app, alert.symbol)}${alert.contract}`,
          event: alertKindNames[kind] ?? kind,
          detail: `最新价${alert.price}（${signed(alert.zdf)}）`,
        },
      }));
  });
}

function priceEvents(app: FastifyInstance, active: SubscriptionRow[]): Event[] {
  return active.flatMap((subscription) => {
    const main = bookOf(app, subscription.symbol)?.main;
    if (subscription.event !== 'price' || subscription.price === null || !main) return [];
    const crossed = subscription.direction === 'up' ? main.last >= subscription.price : main.last <= subscription.price;
    if (!crossed) return [];
    return [
      {
        subscription,
        key: 'price',
        params: {
          product: `${productNameOf(app, subscription.symbol)}${main.id}`,
          event: subscription.direction === 'up' ? `涨至${subscription.price}` : `跌至${subscription.price}`,
          detail: `最新价${main.last}（${signed(changePercentOf(main))}）`,
        },
      },
    ];
  });
}

function closeEvents(app: FastifyInstance, active: SubscriptionRow[], now: Date): Event[] {
  const day = beijingDate(now.getTime());
  if (!isTradingDay(day) || now.getTime() < beijingInstant(day, CLOSE_SUMMARY_AT)) return [];
  return active.flatMap((subscription) => {
    const main = bookOf(app, subscription.symbol)?.main;
    if (subscription.event !== 'daily_close' || !main) return [];
    return [
      {
        subscription,
        key: `close:${day}`,
        params: {
          product: `${productNameOf(app, subscription.symbol)}${main.id}`,
          event: `${day.slice(5)}收盘`,
          detail: `收${main.last}（${signed(changePercentOf(main))}），高${main.high}，低${main.low}`,
        },
      },
    ];
  });
}

async function deliver(app: FastifyInstance, event: Event, now: Date) {
  const { subscription } = event;
  const link = `${publicOrigin(app)}/subscribe/details?unsubscribe=${subscription.unsubscribeToken}`;
  const notice = { mobile: '', params: { ...event.params, link } };
  const deliveryId = await claimDelivery(app.db, {
    subscriptionId: subscription.id,
    eventKey: event.key,
    content: smsNoticeText(notice),
  });
  if (deliveryId === null) return;
  // A price level fires once: the subscription is done whatever becomes of its message.
  if (event.key === 'price')
    await app.db.update(smsSubscriptions).set({ state: 'done' }).where(eq(smsSubscriptions.id, subscription.id));
  const state = await heldBackReason(app, subscription.userId, now).then(
    async (reason) => reason ?? (await send(app, subscription.userId, notice)),
  );
  await settleDelivery(app.db, { deliveryId, subscriptionId: subscription.id, state });
}

/** Why a message must not go now (no plan, quiet hours, the day's cap), or null; counts it if it may. */
export async function heldBackReason(app: FastifyInstance, userId: number, now: Date) {
  const settings = await settingsOf(app.db, userId);
  if (!(await planOf(app, userId, settings)).active) return 'no_plan';
  if (isQuiet(settings, now)) return 'quiet';
  const day = beijingDate(now.getTime());
  // One guarded update counts the message: no process sends past the cap.
  const counted = await app.db
    .update(smsSubscriptionSettings)
    .set({
      sentToday: sql`case when ${smsSubscriptionSettings.sentDay} = ${day} then ${smsSubscriptionSettings.sentToday} + 1 else 1 end`,
      sentDay: day,
    })
    .where(
      and(
        eq(smsSubscriptionSettings.userId, userId),
        or(
          ne(smsSubscriptionSettings.sentDay, day),
          sql`${smsSubscriptionSettings.sentToday} < ${smsSubscriptionSettings.dailyCap}`,
        ),
      ),
    )
    .returning({ userId: smsSubscriptionSettings.userId });
  return counted.length ? null : 'capped';
}

export async function send(app: FastifyInstance, userId: number, notice: SmsNotice) {
  const mobile = await findUserMobile(app.db, userId);
  if (!mobile) return 'failed';
  try {
    await app.sms.notify({ ...notice, mobile });
    return 'sent';
  } catch (err) {
    app.log.warn({ err, userId }, 'subscription SMS not sent');
    return 'failed';
  }
}

/** Whether `now` falls in the quiet hours (Beijing time; a window may run past midnight). */
export function isQuiet(settings: { quietStart: string; quietEnd: string }, now: Date) {
  const { quietStart: start, quietEnd: end } = settings;
  if (start === end) return false;
  const time = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
  return start < end ? time >= start && time < end : time >= start || time < end;
}

const bookOf = (app: FastifyInstance, symbol: string) =>
  app.market.feed.books.find((book) => book.spec.code === symbol);
/** A product's name by its code (the code itself if unknown). */
export const productNameOf = (app: FastifyInstance, symbol: string) => bookOf(app, symbol)?.spec.name_cn ?? symbol;
export const publicOrigin = (app: FastifyInstance) => app.config.PUBLIC_ORIGIN ?? `http://localhost:${app.config.PORT}`;
