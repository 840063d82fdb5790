import { asc, desc, eq } from 'drizzle-orm';
import { bbasCategories, bbasNotes, bbasViews } from '../../db/schema/bbas';
import type { Db } from '../../platform/db';
import { readPage } from '../../platform/paging';
import { type ContentFilter, contentWhere } from './store';

/** The console's reads and writes of BBAS (bbas-console-service.ts is their door). */

export const listCategoryRows = (db: Db, type?: number) =>
  db
    .select()
    .from(bbasCategories)
    .where(type === undefined ? undefined : eq(bbasCategories.type, type))
    .orderBy(desc(bbasCategories.weigh), asc(bbasCategories.productId));

export async function findCategoryRow(db: Db, id: number) {
  const [row] = await db.select().from(bbasCategories).where(eq(bbasCategories.productId, id));
  return row;
}

export async function categoryOfSymbol(db: Db, symbol: string) {
  const [row] = await db
    .select({ symbol: bbasCategories.symbol })
    .from(bbasCategories)
    .where(eq(bbasCategories.symbol, symbol));
  return row;
}

export type CategoryChange = Pick<
  typeof bbasCategories.$inferInsert,
  'image' | 'description' | 'weigh' | 'enabled' | 'isRecommend'
>;

export async function updateCategoryRow(db: Db, id: number, change: CategoryChange) {
  const [row] = await db.update(bbasCategories).set(change).where(eq(bbasCategories.productId, id)).returning();
  return row;
}

/** One page of the notes the filter selects, newest first. */
export function readNotePage(db: Db, filter: ContentFilter) {
  const where = contentWhere(bbasNotes, filter);
  const rows = db
    .select()
    .from(bbasNotes)
    .where(where)
    .orderBy(desc(bbasNotes.publishedAt), desc(bbasNotes.id))
    .$dynamic();
  return readPage(db, { rows, table: bbasNotes, where, page: filter });
}

export async function findNoteRow(db: Db, id: number) {
  const [row] = await db.select().from(bbasNotes).where(eq(bbasNotes.id, id));
  return row;
}

export async function insertNote(db: Db, note: typeof bbasNotes.$inferInsert) {
  const [row] = await db.insert(bbasNotes).values(note).returning();
  return row!;
}

export async function updateNoteRow(db: Db, id: number, change: Partial<typeof bbasNotes.$inferInsert>) {
  const [row] = await db.update(bbasNotes).set(change).where(eq(bbasNotes.id, id)).returning();
  return row;
}

export async function deleteNoteRow(db: Db, id: number) {
  const [row] = await db.delete(bbasNotes).where(eq(bbasNotes.id, id)).returning();
  return row;
}

export async function findViewRow(db: Db, id: number) {
  const [row] = await db.select().from(bbasViews).where(eq(bbasViews.id, id));
  return row;
}

export async function insertView(db: Db, view: typeof bbasViews.$inferInsert) {
  const [row] = await db.insert(bbasViews).values(view).returning();
  return row!;
}

export async function updateViewRow(db: Db, id: number, change: Partial<typeof bbasViews.$inferInsert>) {
  const [row] = await db.update(bbasViews).set(change).where(eq(bbasViews.id, id)).returning();
  return row;
}

export async function deleteViewRow(db: Db, id: number) {
  const [row] = await db.delete(bbasViews).where(eq(bbasViews.id, id)).returning();
  return row;
}
