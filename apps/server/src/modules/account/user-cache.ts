import type { Bus } from '../../platform/bus';
import type { Db } from '../../platform/db';
import { findUserById, type UserRow } from './store';

const USER_CHANGED = 'account.user-changed';
/** A copy is kept this long at most, so a write another module forgot to announce heals by itself. */
const TTL_MS = 30_000;

/**
 * Tells every process that a user row changed (their copies are dropped); for writers outside the
 * account routes, such as a payment that extends a membership. Resolves once the bus has it.
 */
export const announceUserChanged = (bus: Bus, id: number) => bus.publish(USER_CHANGED, id);
const MAX_USERS = 50_000;

/**
 * User rows by id for the hot reads (`/api/user/index` on every page load). Every write to a user
 * row must call `changed(id)`: the bus tells every process to drop its copy.
 */
export function createUserCache(db: Db, bus: Bus) {
  const cache = new Map<number, { row: UserRow | undefined; until: number }>();
  // One read per user at a time, however many ask; a change announced meanwhile drops it, so a row
  // read before the change is not kept.
  const loading = new Map<number, Promise<UserRow | undefined>>();
  bus.subscribe(USER_CHANGED, (id) => {
    cache.delete(Number(id));
    loading.delete(Number(id));
  });
  function load(id: number) {
    const now = Date.now();
    const read: Promise<UserRow | undefined> = findUserById(db, id).then(
      (row) => {
        if (loading.get(id) !== read) return row;
        loading.delete(id);
        if (row) {
          if (cache.size >= MAX_USERS) cache.clear();
          cache.set(id, { row, until: now + TTL_MS });
        }
        return row;
      },
      (error: unknown) => {
        if (loading.get(id) === read) loading.delete(id);
        throw error;
      },
    );
    loading.set(id, read);
    return read;
  }
  return {
    /** The user's row; synchronous while a copy is kept. */
    get(id: number): UserRow | undefined | Promise<UserRow | undefined> {
      const hit = cache.get(id);
      if (hit && hit.until > Date.now()) return hit.row;
      return loading.get(id) ?? load(id);
    },
    /** Resolves once every process has been told (the bus reached Redis). */
    changed(id: number) {
      return announceUserChanged(bus, id);
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
