import type { CouponStatus } from '@vce/contract/commerce-coupons';
import type { OrderKind } from '@vce/contract/commerce-payment';
import { and, asc, desc, eq, gt, inArray, lte, ne, or } from 'drizzle-orm';
import { couponTemplates, userCoupons } from '../../../db/schema/commerce-coupons';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';

export type CouponRow = typeof userCoupons.$inferSelect;
type CouponTerms = Pick<CouponRow, 'kind' | 'amountCents' | 'ratePercent' | 'minSpendCents' | 'productKinds'>;

/**
 * What a coupon takes off a price, in cents: 0 when it does not apply (another kind of product, the
 * minimum spend not reached). At least one cent is always left to pay, so no order is free and no
 * payment provider is asked for nothing.
 */
export function discountOf(coupon: CouponTerms, kind: OrderKind, priceCents: number) {
  if (!coupon.productKinds.includes(kind) || priceCents < coupon.minSpendCents) return 0;
  const off =
    coupon.kind === 'amount' ? coupon.amountCents : priceCents - Math.round((priceCents * coupon.ratePercent) / 100);
  return Math.max(0, Math.min(off, priceCents - 1));
}

export type CouponSource = 'gift_pack' | 'draw' | 'shop' | 'operator';

/** A user's coupon of a template: its terms copied, so a later correction of the template leaves it be. */
export const couponOf = (
  template: typeof couponTemplates.$inferSelect,
  input: { userId: number; source: CouponSource; grantId?: number },
): typeof userCoupons.$inferInsert => ({
  userId: input.userId,
  templateId: template.id,
  name: template.name,
  kind: template.kind,
  amountCents: template.amountCents,
  ratePercent: template.ratePercent,
  minSpendCents: template.minSpendCents,
  productKinds: template.productKinds,
  source: input.source,
  grantId: input.grantId,
  expiresAt: new Date(Date.now() + template.validDays * 86_400_000),
});

/** Gives a user one coupon of a template (inside the caller's transaction); false when the template is gone. */
export async function issueCoupon(tx: Db, input: { userId: number; templateId: number; source: CouponSource }) {
  const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, input.templateId));
  if (!template) return false;
  await tx.insert(userCoupons).values(couponOf(template, input));
  return true;
}

/** Free to use now: unused, or held by an order that never came (its hold ran out), and not expired. */
const isFree = (now: Date) =>
  and(
    gt(userCoupons.expiresAt, now),
    or(eq(userCoupons.state, 'unused'), and(eq(userCoupons.state, 'held'), lte(userCoupons.heldUntil, now))),
  );

const statusFilter = (status: CouponStatus, now: Date) =>
  status === 'used'
    ? eq(userCoupons.state, 'used')
    : status === 'expired'
      ? and(ne(userCoupons.state, 'used'), lte(userCoupons.expiresAt, now))
      : and(ne(userCoupons.state, 'used'), gt(userCoupons.expiresAt, now));

export async function listCoupons(
  db: Db,
  input: { userId: number; status: CouponStatus; page: number; limit: number },
) {
  const now = new Date();
  const where = and(eq(userCoupons.userId, input.userId), statusFilter(input.status, now));
  const rows = db
    .select()
    .from(userCoupons)
    .where(where)
    .orderBy(input.status === 'unused' ? asc(userCoupons.expiresAt) : desc(userCoupons.expiresAt), desc(userCoupons.id))
    .$dynamic();
  return { ...(await readPage(db, { rows, table: userCoupons, where, page: input })), now };
}

/** The user's coupons free to use now, whatever they apply to. */
export const findFreeCoupons = (db: Db, userId: number) =>
  db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), isFree(new Date())))
    .orderBy(asc(userCoupons.expiresAt));

/**
 * Holds a coupon for an order about to be written, until `until`: a guarded update, so of any number
 * of concurrent orders (in any process) one gets it. The coupon as held, or null when it is not the
 * user's or not free.
 */
export async function holdCoupon(db: Db, input: { userId: number; couponId: number; orderNo: string; until: Date }) {
  const [row] = await db
    .update(userCoupons)
    .set({ state: 'held', orderNo: input.orderNo, heldUntil: input.until })
    .where(and(eq(userCoupons.id, input.couponId), eq(userCoupons.userId, input.userId), isFree(new Date())))
    .returning();
  return row ?? null;
}

/** The coupons held by these orders are used: run in the transaction that marks the orders paid. */
export async function useHeldCoupons(tx: Db, orderNos: string[]) {
  if (!orderNos.length) return;
  await tx
    .update(userCoupons)
    .set({ state: 'used', usedAt: new Date(), heldUntil: null })
    .where(and(inArray(userCoupons.orderNo, orderNos), eq(userCoupons.state, 'held')));
}

/** An order closed or failed unpaid: the coupon it held is free again (only if still held by it). */
export async function releaseCoupon(db: Db, orderNo: string) {
  await db
    .update(userCoupons)
    .set({ state: 'unused', orderNo: null, heldUntil: null })
    .where(and(eq(userCoupons.orderNo, orderNo), eq(userCoupons.state, 'held')));
}
