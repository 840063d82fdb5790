import { getSuperVip, paySuperVip } from '@vce/contract/commerce-vip';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema/account';
import { orders } from '../../../db/schema/commerce-orders';
import { vipLevels } from '../../../db/schema/commerce-vip';
import { registerCall } from '../../../platform/calls';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { startPayment } from '../orders/checkout-service';
import type { OrderRow } from '../orders/order-store';
import { formatCents } from '../wallet/money';

const findLevel = async (db: Db, id: number) =>
  (await db.select().from(vipLevels).where(eq(vipLevels.id, id)))[0] ?? null;

/**
 * Membership for sale: the packages, buying one, and what a paid order grants: the membership runs
 * from max(now, its current end) for the package's days, at the higher of the two levels.
 */
export function vipRoutes(app: FastifyInstance) {
  app.cashDesk.registerGoods('vip', {
    describe: async ({ app: { db }, itemId }) => {
      const level = await findLevel(db, itemId);
      return level?.isOnSale ? { name: level.name, amountCents: level.priceCents } : null;
    },
    grant: extendMemberships,
  });

  registerCall(app, getSuperVip, async () => {
    const rows = await app.db
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.isOnSale, true))
      .orderBy(asc(vipLevels.sort), asc(vipLevels.id));
    return {
      level_list: rows.map((row) => ({
        id: row.id,
        name: row.name,
        price: formatCents(row.priceCents),
        original_price: formatCents(row.originalPriceCents),
        level_status: 1,
        card_kaitong_text: row.cardText,
        button_image: row.buttonImage,
        level: row.level,
        money_level: row.moneyLevel,
        days: row.days,
      })),
    };
  });

  registerCall(app, paySuperVip, async ({ body, userId, request }) => {
    const level = await findLevel(app.db, body.level_id);
    if (!level?.isOnSale) throw AppError.reject('vipLevelUnknown');
    return startPayment({
      app,
      request,
      userId,
      kind: 'vip',
      itemId: level.id,
      name: level.name,
      amountCents: level.priceCents,
      payType: body.pay_type,
      payPassword: body.pay_password,
      couponId: body.coupon_id,
      returnPath: '/vipV2',
    });
  });
}

/**
 * One statement for a batch of paid orders (of distinct users), so it needs no row lock of its own:
 * a `SELECT … FOR UPDATE` here would wait on the key-share locks of concurrent orders' foreign keys
 * while they wait on this transaction (a deadlock PostgreSQL found under 200 simultaneous payments).
 */
async function extendMemberships(tx: Db, paid: OrderRow[]) {
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
