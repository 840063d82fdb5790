import { asc, eq } from 'drizzle-orm';
import { agreements } from '../../db/schema/shell';
import type { Db } from '../../platform/db';

/** Every agreement with its text: there are a handful, read together and kept in memory. */
export function listAgreements(db: Db) {
  return db
    .select({
      name: agreements.name,
      title: agreements.title,
      version: agreements.version,
      content: agreements.content,
      updatedAt: agreements.updatedAt,
    })
    .from(agreements)
    .orderBy(asc(agreements.sort), asc(agreements.name));
}

export type AgreementColumns = Omit<typeof agreements.$inferInsert, 'updatedAt'>;

/** Every agreement's row as the console lists it (its sort too). */
export const listAgreementRows = (db: Db) =>
  db.select().from(agreements).orderBy(asc(agreements.sort), asc(agreements.name));

export const findAgreementRow = async (db: Db, name: string) =>
  (await db.select().from(agreements).where(eq(agreements.name, name)))[0] ?? null;

/** Adds an agreement; false when its name is taken. */
export async function insertAgreement(db: Db, row: AgreementColumns) {
  const added = await db.insert(agreements).values(row).onConflictDoNothing().returning({ name: agreements.name });
  return added.length > 0;
}

/** Rewrites an agreement; false when there is none of that name. */
export async function updateAgreementRow(db: Db, row: AgreementColumns) {
  const updated = await db
    .update(agreements)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(agreements.name, row.name))
    .returning({ name: agreements.name });
  return updated.length > 0;
}

export const deleteAgreementRow = (db: Db, name: string) => db.delete(agreements).where(eq(agreements.name, name));
