import { randomBytes } from 'node:crypto';
import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import type { Redis } from 'ioredis';
import { AppError } from './errors';
import { ExpiringMap } from './expiring-map';

/**
 * Short-lived state every process must see alike (DESIGN.md §1): one-time values with a lifetime
 * (captcha challenges and tickets, dev WeChat codes) and events counted in a sliding window (login
 * failures). In this process's memory by default; in Redis when REDIS_URL is set, so a captcha
 * solved through one process is accepted by another.
 */
export interface ShortLivedStore {
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value once: it is removed as it is read. Undefined when unknown, taken or expired. */
  take(key: string): Promise<string | undefined>;
  /** Reads without consuming (test hooks and dev pages). */
  peek(key: string): Promise<string | undefined>;
  /** Records one event of a key; events older than `windowMs` stop counting. */
  addEvent(key: string, windowMs: number): Promise<void>;
  /** Events of a key within the last `windowMs`. */
  countEvents(key: string, windowMs: number): Promise<number>;
  clearEvents(key: string): Promise<void>;
}

/**
 * Counts one event of `key` against a budget of `count` per `windowMs` (a sender's messages); false,
 * counting nothing, once it is spent. A check and its count are two steps, so two events at the same
 * instant may both pass: budgets of this kind are "about" so many.
 */
export async function spendBudget(store: ShortLivedStore, key: string, budget: { count: number; windowMs: number }) {
  if ((await store.countEvents(key, budget.windowMs)) >= budget.count) return false;
  await store.addEvent(key, budget.windowMs);
  return true;
}

/** Keys with events at most; past it the oldest keys are forgotten, so a flood cannot grow memory. */
const MAX_EVENT_KEYS = 100_000;

export function createLocalShortLivedStore(now: () => number = Date.now): ShortLivedStore {
  const values = new ExpiringMap<string>(50_000, now);
  const events = new Map<string, number[]>();
  const recent = (key: string, windowMs: number) => {
    const since = now() - windowMs;
    const list = (events.get(key) ?? []).filter((at) => at > since);
    if (list.length) events.set(key, list);
    else events.delete(key);
    return list;
  };
  return {
    put: async (key, value, ttlMs) => values.set(key, value, ttlMs),
    take: async (key) => values.take(key),
    peek: async (key) => values.peek(key),
    addEvent: async (key, windowMs) => {
      const list = [...recent(key, windowMs), now()];
      events.delete(key);
      if (events.size >= MAX_EVENT_KEYS) events.delete(events.keys().next().value as string);
      events.set(key, list);
    },
    countEvents: async (key, windowMs) => recent(key, windowMs).length,
    clearEvents: async (key) => void events.delete(key),
  };
}

/**
 * The same in Redis: values are plain keys with a TTL taken with GETDEL; events are a sorted set per
 * key scored by time, trimmed to the window on every write and expiring with it. While Redis is
 * away, a call that needs it answers 503 with 服务暂时繁忙 (never a 500); the rest of the site serves on.
 */
export function createRedisShortLivedStore(
  redis: Redis,
  prefix: string,
  now: () => number = Date.now,
): ShortLivedStore {
  const valueKey = (key: string) => `${prefix}value:${key}`;
  const eventKey = (key: string) => `${prefix}events:${key}`;
  const origin = randomBytes(4).toString('hex');
  let sequence = 0;
  const unavailable = (): never => {
    throw new AppError(Code.FAIL, msg.serviceUnavailable, 503);
  };
  return {
    put: (key, value, ttlMs) =>
      redis.set(valueKey(key), value, 'PX', Math.max(1, ttlMs)).then(() => undefined, unavailable),
    take: (key) => redis.getdel(valueKey(key)).then((value) => value ?? undefined, unavailable),
    peek: (key) => redis.get(valueKey(key)).then((value) => value ?? undefined, unavailable),
    addEvent: (key, windowMs) => {
      const at = now();
      // Two events in one millisecond (from two processes, or one) must both count: members differ.
      const member = `${at}:${origin}:${++sequence}`;
      return redis
        .multi()
        .zadd(eventKey(key), at, member)
        .zremrangebyscore(eventKey(key), '-inf', at - windowMs)
        .pexpire(eventKey(key), windowMs)
        .exec()
        .then(() => undefined, unavailable);
    },
    countEvents: (key, windowMs) => redis.zcount(eventKey(key), `(${now() - windowMs}`, '+inf').catch(unavailable),
    clearEvents: (key) => redis.del(eventKey(key)).then(() => undefined, unavailable),
  };
}
