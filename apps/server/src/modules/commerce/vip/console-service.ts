import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vipMemberships } from '../../../db/schema/commerce-vip';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { addMemberDays } from './membership-service';

/** The VIP area's door for the console: a user's membership, and the days operators give. */
export async function readMembershipForConsole(app: FastifyInstance, userId: number) {
  const [row] = await app.db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId));
  if (!row?.vipExpiresAt) return null;
  return {
    level: row.vipLevel,
    expires_at: unixSeconds(row.vipExpiresAt),
    is_trial: row.vipIsTrial,
    is_running: row.vipExpiresAt.getTime() > Date.now(),
  };
}

/**
 * Gives days of membership (compensation, an event's prize) as the draw's prize days are given: from
 * the running membership's end at its level, or from now at the monthly level as a gift. Every
 * process drops its copy of the user.
 */
export async function giveMemberDays(app: FastifyInstance, input: { userId: number; days: number }) {
  await inTransaction(app.db, async (tx) => {
    await addMemberDays(tx, input);
    await app.events.publish(tx, 'membership.changed', { userId: input.userId });
  });
  return readMembershipForConsole(app, input.userId);
}
