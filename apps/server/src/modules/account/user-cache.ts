import type { Bus } from '../../platform/bus';
import type { Db } from '../../platform/db';
import type { DomainEvents } from '../../platform/domain-events';
import { keptValue } from '../../platform/kept-value';
import { findUserById, type UserRow } from './store';

const USER_CHANGED = 'account.user-changed';

declare module '../../platform/bus' {
  interface BusChannels {
    /** A user's row (or what they hold) changed: every process drops its copy. */
    'account.user-changed': number;
  }
}
/** A copy is kept this long at most, so a write another module forgot to announce heals by itself. */
const TTL_MS = 30_000;

/**
 * Tells every process that a user row changed (their copies are dropped). Resolves once the bus has
 * it. For the area's services outside its routes' plugin (the console's), where `app.userCache` is not.
 */
export const announceUserChanged = (bus: Bus, id: number) => bus.publish(USER_CHANGED, id);
const MAX_USERS = 50_000;

/**
 * User rows by id for the hot reads (`/api/user/index` on every page load). Every write to a user
 * row must call `changed(id)`: the bus tells every process to drop its copy.
 */
export function createUserCache(db: Db, bus: Bus) {
  // One kept row per user, read once however many ask; a change announced while it is read drops
  // that read, so a row read before the change is not kept.
  const rows = new Map<number, ReturnType<typeof keptValue<UserRow | undefined>>>();
  bus.subscribe(USER_CHANGED, (id) => rows.get(id)?.reset());
  return {
    /** The user's row; synchronous while a copy is kept. */
    get(id: number): UserRow | undefined | Promise<UserRow | undefined> {
      let row = rows.get(id);
      if (!row) {
        if (rows.size >= MAX_USERS) rows.clear();
        // A missing user is not kept: the answer is "sign in" and costs nothing to ask again.
        row = keptValue(() => findUserById(db, id), { ttlMs: TTL_MS, keeps: (found) => found !== undefined });
        rows.set(id, row);
      }
      return row.get();
    },
    /** Resolves once every process has been told (the bus reached Redis). */
    changed(id: number) {
      return announceUserChanged(bus, id);
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;

/**
 * Other areas change what the user card shows (balances, membership, a paid order): after each
 * commit every process drops its copy of that user. Consumers of the outbox, so a process that dies
 * after the commit still has the copies dropped, by the leader.
 */
export function dropUsersChangedElsewhere(events: DomainEvents, cache: UserCache) {
  for (const event of ['wallet.changed', 'membership.changed', 'order.paid', 'order.refunded'] as const)
    events.announced(event, `account.user-cache.${event}`, ({ userId }) => cache.changed(userId));
}
