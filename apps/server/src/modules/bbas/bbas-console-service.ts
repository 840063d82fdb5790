import type {
  AdminBbasCategory,
  AdminBbasNote,
  AdminBbasNoteFields,
  AdminBbasView,
  AdminBbasViewFields,
  updateAdminBbasCategory,
} from '@vce/contract/admin-bbas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { bbasCategories, bbasNotes, bbasViews } from '../../db/schema/bbas';
import { AppError } from '../../platform/errors';
import {
  categoryOfSymbol,
  deleteNoteRow,
  deleteViewRow,
  findCategoryRow,
  findNoteRow,
  findViewRow,
  insertNote,
  insertView,
  listCategoryRows,
  readNotePage,
  updateCategoryRow,
  updateNoteRow,
  updateViewRow,
} from './console-store';
import { announceBbasContentChanged } from './content-changes';
import { bbasSectors } from './sectors';
import { type ContentFilter, readViewPage, viewPointOf } from './store';

/*
 * BBAS's door for the console: the categories' picture, words, order and switches; the editors'
 * notes of the market express; the research desks' views. Each change is announced, so every
 * process drops the copies it serves (the categories, the express's first page, the latest views).
 */

const sectorNames = new Map<number, string>(bbasSectors.map((sector) => [sector.id, sector.name]));

const categoryOf = (row: typeof bbasCategories.$inferSelect): AdminBbasCategory => ({
  id: row.productId,
  symbol: row.symbol,
  exchange: row.exchange,
  name: row.name,
  type: row.type,
  sector_name: sectorNames.get(row.type) ?? '其他',
  image: row.image,
  description: row.description,
  weigh: row.weigh,
  enabled: row.enabled,
  is_recommend: row.isRecommend,
});

const seconds = (time: Date) => Math.floor(time.getTime() / 1000);

const noteOf = (row: typeof bbasNotes.$inferSelect): AdminBbasNote => ({
  id: row.id,
  symbol: row.symbol,
  title: row.title,
  content: row.content,
  author: row.author,
  published_at: seconds(row.publishedAt),
});

const viewOf = (row: typeof bbasViews.$inferSelect): AdminBbasView => ({
  ...viewPointOf(row),
  published_at: seconds(row.publishedAt),
});

export const readCategoriesForConsole = async (app: FastifyInstance, type?: number) => ({
  list: (await listCategoryRows(app.db, type)).map(categoryOf),
});

type CategoryInput = z.output<(typeof updateAdminBbasCategory)['request']>;

/** Saves a category's fields; answers it before and after. */
export async function updateCategory(app: FastifyInstance, { id, is_recommend, ...fields }: CategoryInput) {
  const before = await findCategoryRow(app.db, id);
  if (!before) throw AppError.reject('bbasCategoryUnknown');
  const after = await updateCategoryRow(app.db, id, { ...fields, isRecommend: is_recommend });
  if (!after) throw AppError.reject('bbasCategoryUnknown');
  await announceBbasContentChanged(app.bus);
  return { before: categoryOf(before), after: categoryOf(after) };
}

/** Notes and views name a product BBAS has, switched on or not. */
async function assertBbasSymbol(app: FastifyInstance, symbol: string) {
  if (!(await categoryOfSymbol(app.db, symbol))) throw AppError.reject('bbasSymbolUnknown');
}

export async function readNotesForConsole(app: FastifyInstance, filter: ContentFilter) {
  const { rows, total } = await readNotePage(app.db, filter);
  return { total, list: rows.map(noteOf) };
}

export async function createNote(app: FastifyInstance, fields: AdminBbasNoteFields) {
  await assertBbasSymbol(app, fields.symbol);
  const row = await insertNote(app.db, { ...fields, publishedAt: new Date() });
  await announceBbasContentChanged(app.bus);
  return noteOf(row);
}

/** Rewrites a note, keeping its time; answers it before and after. */
export async function updateNote(app: FastifyInstance, id: number, fields: AdminBbasNoteFields) {
  const before = await findNoteRow(app.db, id);
  if (!before) throw AppError.reject('bbasNoteUnknown');
  await assertBbasSymbol(app, fields.symbol);
  const after = await updateNoteRow(app.db, id, fields);
  if (!after) throw AppError.reject('bbasNoteUnknown');
  await announceBbasContentChanged(app.bus);
  return { before: noteOf(before), after: noteOf(after) };
}

/** Takes a note out of the express and the newsletters; answers what it was. */
export async function deleteNote(app: FastifyInstance, id: number) {
  const removed = await deleteNoteRow(app.db, id);
  if (!removed) throw AppError.reject('bbasNoteUnknown');
  await announceBbasContentChanged(app.bus);
  return noteOf(removed);
}

export async function readViewsForConsole(app: FastifyInstance, filter: ContentFilter) {
  const { rows, total } = await readViewPage(app.db, filter);
  return { total, list: rows.map(viewOf) };
}

const viewColumns = (fields: AdminBbasViewFields) => ({
  symbol: fields.symbol,
  brokerName: fields.broker_name,
  direction: fields.direction,
  title: fields.title,
  summary: fields.summary,
  pdfUrl: fields.pdf_url,
});

export async function createView(app: FastifyInstance, fields: AdminBbasViewFields) {
  await assertBbasSymbol(app, fields.symbol);
  const row = await insertView(app.db, { ...viewColumns(fields), publishedAt: new Date() });
  await announceBbasContentChanged(app.bus);
  return viewOf(row);
}

/** Rewrites a view, keeping its time; answers it before and after. */
export async function updateView(app: FastifyInstance, id: number, fields: AdminBbasViewFields) {
  const before = await findViewRow(app.db, id);
  if (!before) throw AppError.reject('bbasViewUnknown');
  await assertBbasSymbol(app, fields.symbol);
  const after = await updateViewRow(app.db, id, viewColumns(fields));
  if (!after) throw AppError.reject('bbasViewUnknown');
  await announceBbasContentChanged(app.bus);
  return { before: viewOf(before), after: viewOf(after) };
}

export async function deleteView(app: FastifyInstance, id: number) {
  const removed = await deleteViewRow(app.db, id);
  if (!removed) throw AppError.reject('bbasViewUnknown');
  await announceBbasContentChanged(app.bus);
  return viewOf(removed);
}
