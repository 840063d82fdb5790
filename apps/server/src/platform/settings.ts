import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteSettings } from '../db/schema/shell';
import type { Bus } from './bus';
import type { Db } from './db';

export const SETTINGS_CHANGED = 'shell.settings-changed';

/**
 * Site settings are read on nearly every page load and change rarely: they are held in memory
 * and reloaded when an operator's change is announced on the bus.
 */
export function createSettingsCache(deps: { db: Db; bus: Bus }) {
  let loaded: Promise<Map<string, unknown>> | null = null;
  // The answered load, for reading without a promise hop (the hot reads ask on every request).
  let settled: Map<string, unknown> | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();
  const load = async () => new Map((await deps.db.select().from(siteSettings)).map((row) => [row.key, row.value]));
  const valueOf = <T>(all: Map<string, unknown>, key: string, fallback: T) =>
    all.has(key) ? (all.get(key) as T) : fallback;

  deps.bus.subscribe(SETTINGS_CHANGED, () => {
    generation++;
    loaded = null;
    settled = null;
    for (const listener of listeners) listener();
  });

  return {
    /** A setting's value; synchronous once loaded, until the next change. */
    get<T>(key: string, fallback: T): T | Promise<T> {
      if (settled) return valueOf(settled, key, fallback);
      if (!loaded) {
        const loadedFor = generation;
        loaded = load();
        loaded.then(
          // A load begun before a change is not kept after it.
          (all) => {
            if (loadedFor === generation) settled = all;
          },
          // A failed load is tried again on the next read.
          () => {
            if (loadedFor === generation) loaded = null;
          },
        );
      }
      return loaded.then((all) => valueOf(all, key, fallback));
    },
    /** Called when the settings change, so derived caches can drop their copies. */
    onChange(listener: () => void) {
      listeners.add(listener);
    },
  };
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;

export const settingsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('settings', createSettingsCache({ db: app.db, bus: app.bus }));
  },
  { name: 'settings', dependencies: ['platform'] },
);
