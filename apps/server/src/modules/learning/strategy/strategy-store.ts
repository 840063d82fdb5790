import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { learningTeachers } from '../../../db/schema/learning';
import { strategyNotes } from '../../../db/schema/learning-reports';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';

export type NewStrategyNote = typeof strategyNotes.$inferInsert;

/** Adds notes, leaving any product's note of that period and day already written; answers the added ones' ids. */
export async function insertStrategyNotes(db: Db, notes: NewStrategyNote[]) {
  if (notes.length === 0) return [];
  const added = await db.insert(strategyNotes).values(notes).onConflictDoNothing().returning({ id: strategyNotes.id });
  return added.map((note) => note.id);
}

export function listStrategyNotes(db: Db, input: { page: number; limit: number; period: string; symbol?: string }) {
  const where = and(
    eq(strategyNotes.period, input.period),
    input.symbol ? eq(strategyNotes.symbol, input.symbol) : undefined,
  );
  const rows = db
    .select({ note: strategyNotes, author: learningTeachers })
    .from(strategyNotes)
    .innerJoin(learningTeachers, eq(learningTeachers.id, strategyNotes.authorId))
    .where(where)
    .orderBy(desc(strategyNotes.tradingDay), strategyNotes.symbol)
    .$dynamic();
  return readPage(db, { rows, table: strategyNotes, where, page: input });
}

/** The newest notes of several products, by publishing time, before `before`. */
export function findStrategyNotesOf(db: Db, input: { symbols: string[]; limit: number; before?: Date }) {
  return db
    .select()
    .from(strategyNotes)
    .where(
      and(
        inArray(strategyNotes.symbol, input.symbols),
        input.before === undefined ? undefined : lt(strategyNotes.publishedAt, input.before),
      ),
    )
    .orderBy(desc(strategyNotes.publishedAt), desc(strategyNotes.id))
    .limit(input.limit);
}
