import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import { userConsents, users } from '../../db/schema/account';
import type { Db } from '../../platform/db';
import { holdingsColumns, joinHoldings, noHoldings } from '../commerce/holdings-reads';

/** A user's row with what they hold of commerce (balances, membership), as the user card shows it. */
export type UserRow = typeof users.$inferSelect & typeof noHoldings;

async function findUserWhere(db: Db, where: SQL): Promise<UserRow | undefined> {
  const query = db
    .select({ ...getTableColumns(users), ...holdingsColumns })
    .from(users)
    .$dynamic();
  const [user] = await joinHoldings(query, users.id).where(where);
  return user;
}

export const findUserById = (db: Db, id: number) => findUserWhere(db, eq(users.id, id));

export const findUserByMobile = (db: Db, mobile: string) => findUserWhere(db, eq(users.mobile, mobile));

/** Inserts a user for a phone; undefined when the phone was registered meanwhile. */
export async function insertUserWithMobile(
  db: Db,
  input: { mobile: string; nickname: string; registerUuid?: string; serviceCode?: string },
): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(input).onConflictDoNothing({ target: users.mobile }).returning();
  // A new account holds nothing yet.
  return user && { ...user, ...noHoldings };
}

/** The first time a user agrees to a version of the guideline is kept; repeats change nothing. */
export const recordConsent = (db: Db, input: { userId: number; version: string }) =>
  db.insert(userConsents).values(input).onConflictDoNothing();

export const updatePasswordHash = (db: Db, input: { userId: number; passwordHash: string }) =>
  db.update(users).set({ passwordHash: input.passwordHash, updatedAt: new Date() }).where(eq(users.id, input.userId));
