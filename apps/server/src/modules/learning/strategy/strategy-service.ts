import type { Db } from '../../../platform/db';
import { findStrategyNotesOf } from './strategy-store';

/** The strategy notes of the products a reader follows, newest first, before `before` (ms): their key newsletters. */
export async function readStrategyNotesOf(input: { db: Db; symbols: string[]; limit: number; before?: number }) {
  if (input.symbols.length === 0) return [];
  const rows = await findStrategyNotesOf(input.db, {
    symbols: input.symbols,
    limit: input.limit,
    before: input.before === undefined ? undefined : new Date(input.before),
  });
  return rows.map((note) => ({
    id: note.id,
    symbol: note.symbol,
    period: note.period as 'daily' | 'weekly',
    title: note.title,
    summary: note.content.split('\n\n')[0] ?? '',
    time: note.publishedAt.getTime(),
  }));
}
