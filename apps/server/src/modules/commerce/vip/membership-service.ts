import { and, eq, gt, sql } from 'drizzle-orm';
import { vipMemberships } from '../../../db/schema/commerce-vip';
import type { Db } from '../../../platform/db';
import type { OrderRow } from '../payment/order-store';

/** The level a membership given away (draw prizes, trial days) runs at when none is running. */
const GIFT_LEVEL = 2;

const isRunning = sql`coalesce(${vipMemberships.vipExpiresAt} > now(), false)`;

/**
 * Adds days of membership (a draw prize, a trial), from max(now, the current end), keeping a running
 * level. One statement, like the purchase grant, so it needs no row lock of its own.
 */
export async function addMemberDays(tx: Db, input: { userId: number; days: number }) {
  await tx
    .insert(vipMemberships)
    .values({
      userId: input.userId,
      vipLevel: GIFT_LEVEL,
      vipExpiresAt: sql`now() + make_interval(days => ${input.days})`,
      vipIsTrial: true,
    })
    .onConflictDoUpdate({
      target: vipMemberships.userId,
      set: {
        vipExpiresAt: sql`greatest(now(), coalesce(${vipMemberships.vipExpiresAt}, now())) + make_interval(days => ${input.days})`,
        vipLevel: sql`case when ${isRunning} then ${vipMemberships.vipLevel} else ${GIFT_LEVEL} end`,
        // Days added to a running membership are of its kind; given when none runs, they are a trial.
        vipIsTrial: sql`case when ${isRunning} then ${vipMemberships.vipIsTrial} else true end`,
        updatedAt: new Date(),
      },
    });
}

/** Whether a membership (bought or trial) runs now. */
export async function isMember(db: Db, userId: number) {
  return (await findMembershipEnd(db, userId)) !== null;
}

/** The badge a user wears where others see them (a chat message): their level (1 without a membership) and VIP tag. */
export async function readMemberBadge(db: Db, userId: number) {
  const [row] = await db
    .select({ level: vipMemberships.vipLevel })
    .from(vipMemberships)
    .where(and(eq(vipMemberships.userId, userId), gt(vipMemberships.vipExpiresAt, new Date())));
  return { level: row?.level ?? 1, isVip: row !== undefined };
}

/** When the running membership ends; null when none runs. */
export async function findMembershipEnd(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: vipMemberships.vipExpiresAt })
    .from(vipMemberships)
    .where(and(eq(vipMemberships.userId, userId), gt(vipMemberships.vipExpiresAt, new Date())));
  return row?.endsAt ?? null;
}

/**
 * One statement for a batch of paid orders (of distinct users), so it needs no row lock of its own:
 * a `SELECT … FOR UPDATE` here would wait on the key-share locks of concurrent orders' foreign keys
 * while they wait on this transaction (a deadlock PostgreSQL found under 200 simultaneous payments).
 * The membership runs from max(now, its current end) for the package's days, at the higher level.
 */
export async function extendMemberships(tx: Db, paid: OrderRow[]) {
  const orderIds = paid.map((order) => order.id);
  // A new row's end is now() plus the package's days, so on a conflict `excluded.vip_expires_at - now()`
  // is those days (now() is the transaction's one time).
  const extended = (await tx.execute(sql`
    insert into vip_memberships as m (user_id, vip_level, vip_expires_at, vip_is_trial, money_level, updated_at)
    select orders.user_id, vip_levels.level, now() + make_interval(days => vip_levels.days), false,
      vip_levels.money_level, now()
    from orders join vip_levels on vip_levels.id = orders.item_id
    where orders.id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict (user_id) do update set
      vip_expires_at = greatest(now(), coalesce(m.vip_expires_at, now())) + (excluded.vip_expires_at - now()),
      vip_level = case when coalesce(m.vip_expires_at > now(), false)
        then greatest(m.vip_level, excluded.vip_level) else excluded.vip_level end,
      money_level = case when excluded.money_level > 1 then excluded.money_level else m.money_level end,
      vip_is_trial = false,
      updated_at = now()
    returning m.user_id
  `)) as unknown as { rows: unknown[] };
  if (extended.rows.length !== paid.length)
    throw new Error(`orders ${paid.map((order) => order.orderNo).join(', ')} name a VIP level that is gone`);
}

/**
 * A refunded package's days taken off the membership's end (the package's days as they are now):
 * the end moves back, into the past when nothing else was bought since, which ends it.
 */
export async function shortenMembership(tx: Db, order: OrderRow) {
  await tx.execute(sql`
    update vip_memberships set
      vip_expires_at = vip_expires_at - make_interval(days => vip_levels.days),
      updated_at = now()
    from vip_levels
    where vip_memberships.user_id = ${order.userId} and vip_levels.id = ${order.itemId}
  `);
}
