import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteSettings } from '../db/schema/shell';
import type { Bus } from './bus';
import type { Db } from './db';
import { keptValue, whenReady } from './kept-value';

export const SETTINGS_CHANGED = 'shell.settings-changed';

/**
 * Site settings are read on nearly every page load and change rarely: they are held in memory
 * and reloaded when an operator's change is announced on the bus.
 */
export function createSettingsCache(deps: { db: Db; bus: Bus }) {
  const all = keptValue(
    async () => new Map((await deps.db.select().from(siteSettings)).map((row) => [row.key, row.value])),
  );
  const listeners = new Set<() => void>();

  deps.bus.subscribe(SETTINGS_CHANGED, () => {
    all.reset();
    for (const listener of listeners) listener();
  });

  return {
    /** A setting's value; synchronous once loaded, until the next change. */
    get<T>(key: string, fallback: T): T | Promise<T> {
      return whenReady(all.get(), (settings) => (settings.has(key) ? (settings.get(key) as T) : fallback));
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
