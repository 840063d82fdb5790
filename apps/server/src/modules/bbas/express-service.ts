import { alertFlash, mergeFlashes } from '@vce/contract/bbas-express';
import type { Db } from '../../platform/db';
import { readRecentAlerts } from '../market/market-reads';
import { noteFlash } from './express';
import { findNotes } from './store';

/** Information type 1: the product's newest alerts and editor notes in one list, newest first. */
export async function readExpressList(input: { db: Db; symbol: string; limit: number; before?: number }) {
  const { symbol, limit, before } = input;
  const [alerts, notes] = await Promise.all([
    readRecentAlerts(input.db, { symbol, limit, before }),
    findNotes(input.db, { symbol, limit, before }),
  ]);
  return mergeFlashes(alerts.map(alertFlash), notes.map(noteFlash), limit);
}

/** The editor notes of the products a reader follows, newest first, before `before` (ms): their key newsletters. */
export async function readProductNotes(input: { db: Db; symbols: string[]; limit: number; before?: number }) {
  if (input.symbols.length === 0) return [];
  const notes = await findNotes(input.db, { symbol: input.symbols, limit: input.limit, before: input.before });
  return notes.map((note) => ({ ...noteFlash(note), symbol: note.symbol }));
}
