import type { FastifyInstance } from 'fastify';
import { Preserialized } from '../../platform/envelope';
import { shortCache } from '../../platform/short-cache';

/**
 * Guests' pages of the community (feeds, a post's comments), serialised and kept `GUEST_PAGE_MS` per
 * app: guests read the same pages, so a busy one costs one query a moment however many read it, and
 * the hot lane answers it while it is kept. A write of this process forgets them at once
 * (`forgetGuestPages`); another process's shows within that time (docs/decisions.md "Community
 * feeds and boards").
 */
const guestPages = new WeakMap<object, ReturnType<typeof shortCache<Preserialized>>>();
/**
 * The key of an app's pages: its database handle, one per app and the same in every plugin's
 * context (the console's writes forget the pages the community's routes keep).
 */
const appKey = (app: FastifyInstance) => app.db;
const GUEST_PAGE_MS = 2_000;

/** The key of a guests' page: its kind and the query's fields. */
export const guestPageKey = (...parts: unknown[]) => JSON.stringify(parts);

/** The guests' page of `key` while it is fresh: the hot path, which builds no load. */
export const freshGuestPage = (app: FastifyInstance, key: string) => guestPages.get(appKey(app))?.fresh(key);

/** The guests' page of `key`, at once while it is kept (stale while a fresh one loads). */
export function guestPage(app: FastifyInstance, key: string, load: () => Promise<unknown>) {
  let cache = guestPages.get(appKey(app));
  if (!cache) guestPages.set(appKey(app), (cache = shortCache<Preserialized>(GUEST_PAGE_MS)));
  return cache(key, () => load().then(Preserialized.of));
}

/** A post or comment was written, changed or taken down here: guests read the pages afresh. */
export const forgetGuestPages = (app: FastifyInstance) => guestPages.get(appKey(app))?.clear();
