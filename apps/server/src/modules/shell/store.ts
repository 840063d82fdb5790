import { asc, eq, sql } from 'drizzle-orm';
import { adHeaders, devices, giftPackItems, taskCompletions } from '../../db/schema/shell';
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

export function listGiftPack(db: Db) {
  return db
    .select({ image: giftPackItems.image, title: giftPackItems.title, subtitle: giftPackItems.subtitle })
    .from(giftPackItems)
    .orderBy(asc(giftPackItems.sort), asc(giftPackItems.id));
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

/** Records a task once per user, type and day; returns false when it was already done today. */
export async function recordTaskDone(db: Db, task: { userId: number; type: number; day: string; deviceInfo: string }) {
  const inserted = await db
    .insert(taskCompletions)
    .values(task)
    .onConflictDoNothing()
    .returning({ id: taskCompletions.id });
  return inserted.length > 0;
}
