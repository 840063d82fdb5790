import { asc, eq, sql } from 'drizzle-orm';
import { adHeaders, devices, siteSettings } from '../../db/schema/shell';
import type { Db } from '../../platform/db';

export function listAds(db: Db) {
  return db
    .select({
      id: adHeaders.id,
      title: adHeaders.title,
      subtitle: adHeaders.subtitle,
      image: adHeaders.image,
      url: adHeaders.url,
    })
    .from(adHeaders)
    .where(eq(adHeaders.enabled, true))
    .orderBy(asc(adHeaders.sort), asc(adHeaders.id));
}

export async function upsertDevice(
  db: Db,
  device: { uuid: string; userId: number | null; userAgent: string; ip: string },
) {
  await db
    .insert(devices)
    .values(device)
    .onConflictDoUpdate({
      target: devices.uuid,
      set: {
        lastSeenAt: sql`now()`,
        userAgent: device.userAgent,
        ip: device.ip,
        userId: sql`coalesce(${device.userId}::integer, ${devices.userId})`,
      },
    });
}

/** Writes settings rows in one statement, each replacing its key's value. */
export async function writeSettings(db: Db, rows: { key: string; value: unknown }[]) {
  await db
    .insert(siteSettings)
    .values(rows)
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

/**
 * Changes a list setting under a row lock (two operators' changes never lose one another): `change`
 * gets the list as stored (empty when never written) and answers the list to store.
 */
export async function changeListSetting(tx: Db, key: string, change: (list: string[]) => string[]) {
  await tx.insert(siteSettings).values({ key, value: [] }).onConflictDoNothing();
  const [row] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .for('update');
  const list = change(Array.isArray(row?.value) ? (row.value as string[]) : []);
  await tx.update(siteSettings).set({ value: list, updatedAt: new Date() }).where(eq(siteSettings.key, key));
  return list;
}
