import type { AdminStrategyFields, AdminStrategyNote } from '@vce/contract/admin-strategy';
import { productSpecOf } from '@vce/market-core/product-spec';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { listAuthors } from '../reports/report-store';
import { weekOf } from './strategy-notes';
import {
  deleteStrategyNoteRow,
  findStrategyNote,
  insertStrategyNote,
  listStrategyNotesForConsole,
  type StrategyConsoleFilter,
  type StrategyNoteWithAuthor,
  updateStrategyNoteRow,
} from './strategy-store';

/*
 * Learning's door for the console's strategy notes (/strategy): written, corrected and deleted by
 * editors beside the demo ones the server writes. Each change tells search (`strategy.written`) in
 * its transaction, which indexes the note again or drops it.
 */

const consoleNoteOf = ({ note, author }: StrategyNoteWithAuthor): AdminStrategyNote => ({
  id: note.id,
  author_id: author.id,
  author_name: author.name,
  symbol: note.symbol,
  period: note.period as AdminStrategyNote['period'],
  trading_day: note.tradingDay,
  bias: note.bias as AdminStrategyNote['bias'],
  title: note.title,
  content: note.content,
  support: note.support,
  resistance: note.resistance,
  is_demo: note.isDemo,
  published_at: unixSeconds(note.publishedAt),
});

async function consoleNote(db: Db, id: number) {
  const found = await findStrategyNote(db, id);
  if (!found) throw AppError.reject('strategyNoteUnknown');
  return consoleNoteOf(found);
}

export async function readStrategyNotesForConsole(app: FastifyInstance, filter: StrategyConsoleFilter) {
  const { rows, total } = await listStrategyNotesForConsole(app.db, filter);
  return { total, list: rows.map(consoleNoteOf) };
}

export const readStrategyAuthors = async (app: FastifyInstance) => ({ list: await listAuthors(app.db) });

/** The columns as stored: the author and product known, a weekly note's day its week's Monday, paragraphs tidied. */
async function columnsOf(db: Db, input: AdminStrategyFields) {
  if (!(await listAuthors(db)).some((author) => author.id === input.author_id))
    throw AppError.reject('courseTeacherUnknown');
  if (!productSpecOf(input.symbol)) throw AppError.reject('reportProductUnknown');
  const paragraphs = input.content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    authorId: input.author_id,
    symbol: input.symbol,
    period: input.period,
    tradingDay: input.period === 'weekly' ? weekOf(input.trading_day) : input.trading_day,
    bias: input.bias,
    title: input.title,
    content: paragraphs.join('\n\n'),
    support: input.support,
    resistance: input.resistance,
  };
}

export const createStrategyNote = (app: FastifyInstance, input: AdminStrategyFields) =>
  inTransaction(app.db, async (tx) => {
    const id = await insertStrategyNote(tx, await columnsOf(tx, input));
    if (id === undefined) throw AppError.reject('strategyNoteTaken');
    await app.events.publish(tx, 'strategy.written', { noteIds: [id] });
    return consoleNote(tx, id);
  });

/** Rewrites a note (its time kept); answers it before and after. */
export const updateStrategyNote = (app: FastifyInstance, id: number, input: AdminStrategyFields) =>
  inTransaction(app.db, async (tx) => {
    const before = await consoleNote(tx, id);
    const outcome = await updateStrategyNoteRow(tx, id, await columnsOf(tx, input));
    if (outcome === 'taken') throw AppError.reject('strategyNoteTaken');
    if (outcome === 'missing') throw AppError.reject('strategyNoteUnknown');
    await app.events.publish(tx, 'strategy.written', { noteIds: [id] });
    return { before, after: await consoleNote(tx, id) };
  });

/** Deletes a note: gone from /strategy, the key newsletters and search; answers what it was. */
export const deleteStrategyNote = (app: FastifyInstance, id: number) =>
  inTransaction(app.db, async (tx) => {
    const before = await consoleNote(tx, id);
    if (!(await deleteStrategyNoteRow(tx, id))) throw AppError.reject('strategyNoteUnknown');
    await app.events.publish(tx, 'strategy.written', { noteIds: [id] });
    return before;
  });
