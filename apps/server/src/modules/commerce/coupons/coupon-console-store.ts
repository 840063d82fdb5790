import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { couponGrants, couponTemplates, userCoupons } from '../../../db/schema/commerce-coupons';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';
import { joinUsersOn, userDisplayColumns } from '../../account/account-reads';
import { couponOf } from './coupon-store';

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type TemplateColumns = Omit<typeof couponTemplates.$inferInsert, 'id'>;

const usedCount = sql<number>`count(*) filter (where ${userCoupons.state} = 'used')`.mapWith(Number);

/** Every template with the coupons given of it and used, in the order they were made. */
export const listTemplatesWithCounts = (db: Db) =>
  db
    .select({ template: couponTemplates, given: count(userCoupons.id), used: usedCount })
    .from(couponTemplates)
    .leftJoin(userCoupons, eq(userCoupons.templateId, couponTemplates.id))
    .groupBy(couponTemplates.id)
    .orderBy(asc(couponTemplates.id));

export async function findTemplate(db: Db, id: number) {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
  return row;
}

export async function insertTemplate(db: Db, columns: TemplateColumns) {
  const [row] = await db.insert(couponTemplates).values(columns).returning({ id: couponTemplates.id });
  return row!.id;
}

export async function updateTemplateRow(db: Db, id: number, columns: TemplateColumns) {
  const updated = await db
    .update(couponTemplates)
    .set(columns)
    .where(eq(couponTemplates.id, id))
    .returning({ id: couponTemplates.id });
  return updated.length > 0;
}

/** The batch of this key, made now when it is new (a concurrent twin waits for it and finds it). */
export async function claimGrant(
  tx: Db,
  grant: { batchNo: string; templateId: number; note: string; byUserId: number },
) {
  await tx.insert(couponGrants).values(grant).onConflictDoNothing({ target: couponGrants.batchNo });
  const [row] = await tx.select().from(couponGrants).where(eq(couponGrants.batchNo, grant.batchNo));
  return row!;
}

/** One coupon of the template to each user not yet given one by this batch; answers how many were given. */
export async function insertGrantedCoupons(
  tx: Db,
  input: { grantId: number; template: TemplateRow; userIds: number[] },
) {
  const given = await tx
    .insert(userCoupons)
    .values(
      input.userIds.map((userId) => couponOf(input.template, { userId, source: 'operator', grantId: input.grantId })),
    )
    .onConflictDoNothing({ target: [userCoupons.grantId, userCoupons.userId] })
    .returning({ userId: userCoupons.userId, expiresAt: userCoupons.expiresAt });
  return given;
}

/** The operators' batches, the newest first, each with its template, sender and counts. */
export function readGrantPage(db: Db, page: { page: number; limit: number }) {
  const rows = db
    .select({
      grant: couponGrants,
      templateName: couponTemplates.name,
      by: userDisplayColumns,
      users: count(userCoupons.id),
      used: usedCount,
    })
    .from(couponGrants)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponGrants.templateId))
    .leftJoin(...joinUsersOn(couponGrants.byUserId))
    .leftJoin(userCoupons, eq(userCoupons.grantId, couponGrants.id))
    .groupBy(couponGrants.id, couponTemplates.name, ...Object.values(userDisplayColumns))
    .orderBy(desc(couponGrants.id))
    .$dynamic();
  return readPage(db, { rows, table: couponGrants, page });
}
