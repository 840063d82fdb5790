import { and, desc, eq } from 'drizzle-orm';
import { videoItems } from '../../../db/schema/learning-videos';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';

export type VideoRow = typeof videoItems.$inferSelect;

export function listVideos(db: Db, input: { page: number; limit: number; column: string; category?: string }) {
  const where = and(
    eq(videoItems.column, input.column),
    input.category ? eq(videoItems.category, input.category) : undefined,
  );
  const rows = db
    .select()
    .from(videoItems)
    .where(where)
    .orderBy(desc(videoItems.publishedAt), desc(videoItems.id))
    .$dynamic();
  return readPage(db, { rows, table: videoItems, where, page: input });
}

/** A column's categories, in the order their newest videos came. */
export async function listCategories(db: Db, column: string) {
  const rows = await db
    .select({ category: videoItems.category })
    .from(videoItems)
    .where(eq(videoItems.column, column))
    .orderBy(desc(videoItems.publishedAt));
  return [...new Set(rows.map((row) => row.category))];
}

export const findVideo = async (db: Db, id: number) =>
  (await db.select().from(videoItems).where(eq(videoItems.id, id)))[0] ?? null;
