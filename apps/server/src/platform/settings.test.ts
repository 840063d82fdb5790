import { describe, expect, it } from 'vitest';
import { createLocalBus } from './bus';
import type { Db } from './db';
import { createSettingsCache, SETTINGS_CHANGED } from './settings';

/** A database whose settings table answers the given rows, or fails, one read after another. */
function settingsTable(...reads: ({ key: string; value: unknown }[] | Error)[]) {
  let count = 0;
  const db = {
    select: () => ({
      from: async () => {
        const read = reads[Math.min(count++, reads.length - 1)];
        if (read instanceof Error) throw read;
        return read;
      },
    }),
  } as unknown as Db;
  return { db, reads: () => count };
}

describe('the settings cache', () => {
  it('reads the table once, then answers synchronously until a change is announced', async () => {
    const bus = createLocalBus();
    const table = settingsTable([{ key: 'tip', value: 10 }], [{ key: 'tip', value: 20 }]);
    const settings = createSettingsCache({ db: table.db, bus });
    expect(await settings.get('tip', 0)).toBe(10);
    expect(settings.get('tip', 0)).toBe(10);
    expect(settings.get('missing', 'fallback')).toBe('fallback');
    expect(table.reads()).toBe(1);

    await bus.publish(SETTINGS_CHANGED, null);
    expect(settings.get('tip', 0)).toBeInstanceOf(Promise);
    expect(await settings.get('tip', 0)).toBe(20);
    expect(table.reads()).toBe(2);
  });

  it('does not keep a read begun before a change', async () => {
    const bus = createLocalBus();
    const table = settingsTable([{ key: 'tip', value: 'old' }], [{ key: 'tip', value: 'new' }]);
    const settings = createSettingsCache({ db: table.db, bus });
    const before = settings.get('tip', '');
    await bus.publish(SETTINGS_CHANGED, null);
    expect(await before).toBe('old');
    expect(await settings.get('tip', '')).toBe('new');
  });

  it('reads again after a failed read instead of failing from then on', async () => {
    const bus = createLocalBus();
    const table = settingsTable(new Error('database away'), [{ key: 'tip', value: 5 }]);
    const settings = createSettingsCache({ db: table.db, bus });
    await expect(settings.get('tip', 0)).rejects.toThrow('database away');
    expect(await settings.get('tip', 0)).toBe(5);
  });
});
