import { eq } from 'drizzle-orm';
import { userConsents, users } from '../../db/schema/account';
import type { Db } from '../../platform/db';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  return user;
}

/** Inserts a user for a phone; undefined when the phone was registered meanwhile. */
export async function insertUserWithMobile(
  db: Db,
  input: { mobile: string; nickname: string; registerUuid?: string; serviceCode?: string },
): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(input).onConflictDoNothing({ target: users.mobile }).returning();
  return user;
}

/** The first time a user agrees to a version of the guideline is kept; repeats change nothing. */
export const recordConsent = (db: Db, input: { userId: number; version: string }) =>
  db.insert(userConsents).values(input).onConflictDoNothing();

export const updatePasswordHash = (db: Db, input: { userId: number; passwordHash: string }) =>
  db.update(users).set({ passwordHash: input.passwordHash, updatedAt: new Date() }).where(eq(users.id, input.userId));
