import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/account';
import { orders } from '../../../db/schema/commerce-payment';
import { vipLevels } from '../../../db/schema/commerce-vip';
import type { Db } from '../../../platform/db';
import type { OrderRow } from '../payment/order-store';

/** The level a membership given away (draw prizes, trial days) runs at when none is running. */
const GIFT_LEVEL = 2;

/**
 * Adds days of membership (a draw prize, a trial), from max(now, the current end), keeping a running
 * level. One statement, like the purchase grant, so it needs no row lock of its own.
 */
export async function addMemberDays(tx: Db, input: { userId: number; days: number }) {
  const isActive = sql`coalesce(${users.vipExpiresAt} > now(), false)`;
  await tx
    .update(users)
    .set({
      vipExpiresAt: sql`greatest(now(), coalesce(${users.vipExpiresAt}, now())) + make_interval(days => ${input.days})`,
      vipLevel: sql`case when ${isActive} then ${users.vipLevel} else ${GIFT_LEVEL} end`,
      // Days added to a running membership are of its kind; given when none runs, they are a trial.
      vipIsTrial: sql`case when ${isActive} then ${users.vipIsTrial} else true end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, input.userId));
}

/** Whether a membership (bought or trial) runs now. */
export async function isMember(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), gt(users.vipExpiresAt, new Date())));
  return !!row;
}

/** When the running membership ends; null when none runs. */
export async function findMembershipEnd(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: users.vipExpiresAt })
    .from(users)
    .where(and(eq(users.id, userId), gt(users.vipExpiresAt, new Date())));
  return row?.endsAt ?? null;
}

/**
 * One statement for a batch of paid orders (of distinct users), so it needs no row lock of its own:
 * a `SELECT … FOR UPDATE` here would wait on the key-share locks of concurrent orders' foreign keys
 * while they wait on this transaction (a deadlock PostgreSQL found under 200 simultaneous payments).
 */
export async function extendMemberships(tx: Db, paid: OrderRow[]) {
  const isActive = sql`coalesce(${users.vipExpiresAt} > now(), false)`;
  const extended = await tx
    .update(users)
    .set({
      vipExpiresAt: sql`greatest(now(), coalesce(${users.vipExpiresAt}, now())) + make_interval(days => ${vipLevels.days})`,
      vipLevel: sql`case when ${isActive} then greatest(${users.vipLevel}, ${vipLevels.level}) else ${vipLevels.level} end`,
      moneyLevel: sql`case when ${vipLevels.moneyLevel} > 1 then ${vipLevels.moneyLevel} else ${users.moneyLevel} end`,
      vipIsTrial: false,
      updatedAt: new Date(),
    })
    .from(orders)
    .innerJoin(vipLevels, eq(vipLevels.id, orders.itemId))
    .where(
      and(
        inArray(
          orders.id,
          paid.map((order) => order.id),
        ),
        eq(users.id, orders.userId),
      ),
    )
    .returning({ id: users.id });
  if (extended.length !== paid.length)
    throw new Error(`orders ${paid.map((order) => order.orderNo).join(', ')} name a VIP level that is gone`);
}
