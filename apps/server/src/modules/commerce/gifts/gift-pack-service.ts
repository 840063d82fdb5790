import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema/account';
import { newUserPackClaims } from '../../../db/schema/commerce-gifts';
import { giftPackItems } from '../../../db/schema/shell';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { announceUserChanged } from '../../account/user-cache';
import { grantReward } from '../rewards';

/** The pack is offered for this many days after registering (docs/decisions.md "Tasks and gift packs"). */
export const NEW_USER_PACK_DAYS = 7;

const isNewAccount = (createdAt: Date, now = Date.now()) => now - createdAt.getTime() < NEW_USER_PACK_DAYS * 86_400_000;

/** Whether the side toolbar's gift button and the user card's tip show: a guest, or a new account that has not claimed. */
export async function isPackOffered(db: Db, userId: number | null) {
  if (userId === null) return true;
  const [row] = await db
    .select({ createdAt: users.createdAt, claimedAt: newUserPackClaims.claimedAt })
    .from(users)
    .leftJoin(newUserPackClaims, eq(newUserPackClaims.userId, users.id))
    .where(eq(users.id, userId));
  return !!row && row.claimedAt === null && isNewAccount(row.createdAt);
}

/**
 * Claims the pack: the claim row (one per account) and every item's grant (V粒 with its ledger row,
 * membership trial days, coupons) in one transaction, so concurrent clicks claim once.
 */
export async function claimNewUserPack(input: { app: FastifyInstance; userId: number }) {
  const { app, userId } = input;
  const [user] = await app.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user || !isNewAccount(user.createdAt)) throw AppError.reject('giftPackExpired');
  const items = await app.db.select().from(giftPackItems).orderBy(asc(giftPackItems.sort), asc(giftPackItems.id));
  const granted = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const claimed = await tx.insert(newUserPackClaims).values({ userId }).onConflictDoNothing().returning();
    if (!claimed.length) throw AppError.reject('giftPackClaimed');
    const totals = { vli: 0, vip_days: 0, coupons: 0, items: [] as string[] };
    for (const item of items) {
      const note = `新人礼包：${item.title}`;
      if (!(await grantReward(tx, { userId, reward: item, ledgerKind: 'grant', note, source: 'gift_pack' }))) continue;
      if (item.kind === 'vli') totals.vli += item.amount;
      else if (item.kind === 'vip_days') totals.vip_days += item.amount;
      else totals.coupons += 1;
      totals.items.push(item.title);
    }
    return totals;
  });
  await announceUserChanged(app.bus, userId);
  return granted;
}
