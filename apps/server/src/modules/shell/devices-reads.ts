import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { devices } from '../../db/schema/shell';
import { unixSeconds } from '../../platform/unix-time';

/** The browsers a user was last seen on (the console's user dialog), most recent first. Reading only. */
export async function readDevicesOfUser(app: FastifyInstance, userId: number, limit = 5) {
  const rows = await app.db
    .select()
    .from(devices)
    .where(eq(devices.userId, userId))
    .orderBy(desc(devices.lastSeenAt))
    .limit(limit);
  return rows.map((row) => ({
    uuid: row.uuid,
    user_agent: row.userAgent ?? '',
    ip: row.ip ?? '',
    first_seen_at: unixSeconds(row.firstSeenAt),
    last_seen_at: unixSeconds(row.lastSeenAt),
  }));
}
