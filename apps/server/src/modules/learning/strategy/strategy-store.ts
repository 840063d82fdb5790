import { and, desc, eq, ilike, inArray, lt, sql } from 'drizzle-orm';
import { learningTeachers } from '../../../db/schema/learning';
import { strategyNotes } from '../../../db/schema/learning-reports';
import type { Db } from '../../../platform/db';
import { containing } from '../../../platform/like-pattern';
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

export type StrategyNoteRow = typeof strategyNotes.$inferSelect;
export type StrategyNoteWithAuthor = { note: StrategyNoteRow; author: typeof learningTeachers.$inferSelect };

/** The console's filter: a period, a product, a word in the title. */
export interface StrategyConsoleFilter {
  period?: string;
  symbol?: string;
  keyword?: string;
  page: number;
  limit: number;
}

/** One page of the notes the console's filter selects, the newest day first. */
export function listStrategyNotesForConsole(db: Db, filter: StrategyConsoleFilter) {
  const where = and(
    filter.period ? eq(strategyNotes.period, filter.period) : undefined,
    filter.symbol ? eq(strategyNotes.symbol, filter.symbol) : undefined,
    filter.keyword ? ilike(strategyNotes.title, containing(filter.keyword)) : undefined,
  );
  const rows = db
    .select({ note: strategyNotes, author: learningTeachers })
    .from(strategyNotes)
    .innerJoin(learningTeachers, eq(learningTeachers.id, strategyNotes.authorId))
    .where(where)
    .orderBy(desc(strategyNotes.tradingDay), desc(strategyNotes.id))
    .$dynamic();
  return readPage(db, { rows, table: strategyNotes, where, page: filter });
}

export async function findStrategyNote(db: Db, id: number): Promise<StrategyNoteWithAuthor | undefined> {
  const [found] = await db
    .select({ note: strategyNotes, author: learningTeachers })
    .from(strategyNotes)
    .innerJoin(learningTeachers, eq(learningTeachers.id, strategyNotes.authorId))
    .where(eq(strategyNotes.id, id));
  return found;
}

type StrategyColumns = Omit<NewStrategyNote, 'id' | 'publishedAt'>;

const lockConsoleWrites = (tx: Db) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('learning.strategy-console'))`);

/** Adds a note (in a transaction); undefined when the product already has one of that period and day. */
export async function insertStrategyNote(tx: Db, columns: StrategyColumns) {
  await lockConsoleWrites(tx);
  const [added] = await tx
    .insert(strategyNotes)
    .values(columns)
    .onConflictDoNothing()
    .returning({ id: strategyNotes.id });
  return added?.id;
}

/**
 * Rewrites a note; 'taken' when another note holds its product, period and day. In a transaction:
 * the console's writes queue on a lock, so two of them cannot both take one product's day.
 */
export async function updateStrategyNoteRow(tx: Db, id: number, columns: StrategyColumns) {
  await lockConsoleWrites(tx);
  const [holder] = await tx
    .select({ id: strategyNotes.id })
    .from(strategyNotes)
    .where(
      and(
        eq(strategyNotes.symbol, columns.symbol),
        eq(strategyNotes.period, columns.period),
        eq(strategyNotes.tradingDay, columns.tradingDay),
      ),
    );
  if (holder && holder.id !== id) return 'taken';
  const changed = await tx
    .update(strategyNotes)
    .set(columns)
    .where(eq(strategyNotes.id, id))
    .returning({ id: strategyNotes.id });
  return changed.length > 0 ? 'saved' : 'missing';
}

export async function deleteStrategyNoteRow(db: Db, id: number) {
  const removed = await db.delete(strategyNotes).where(eq(strategyNotes.id, id)).returning({ id: strategyNotes.id });
  return removed.length > 0;
}

/** Whether a period's day (or week) has any note: the demo job writes none for a day an editor has touched. */
export async function hasNotesOn(db: Db, period: string, tradingDay: string) {
  const [found] = await db
    .select({ id: strategyNotes.id })
    .from(strategyNotes)
    .where(and(eq(strategyNotes.period, period), eq(strategyNotes.tradingDay, tradingDay)))
    .limit(1);
  return found !== undefined;
}
