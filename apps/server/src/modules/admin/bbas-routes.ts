import {
  createAdminBbasNote,
  createAdminBbasView,
  deleteAdminBbasNote,
  deleteAdminBbasView,
  listAdminBbasCategories,
  listAdminBbasNotes,
  listAdminBbasViews,
  updateAdminBbasCategory,
  updateAdminBbasNote,
  updateAdminBbasView,
} from '@vce/contract/admin-bbas';
import type { FastifyInstance } from 'fastify';
import * as bbas from '../bbas/bbas-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** BBAS: its categories, the editors' notes and the desks' views; each change audited with what changed. */
export function bbasRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminBbasCategories, ({ body }) => bbas.readCategoriesForConsole(app, body.type));
  registerAdminCall(app, updateAdminBbasCategory, async ({ body }) => {
    const { before, after } = await bbas.updateCategory(app, body);
    return new Audited(after, { target: body.id, ...changedFields(before, after) });
  });

  registerAdminCall(app, listAdminBbasNotes, ({ body }) => bbas.readNotesForConsole(app, body));
  registerAdminCall(app, createAdminBbasNote, async ({ body }) => {
    const note = await bbas.createNote(app, body);
    return new Audited(note, { target: note.id, before: null, after: note });
  });
  registerAdminCall(app, updateAdminBbasNote, async ({ body: { id, ...fields } }) => {
    const { before, after } = await bbas.updateNote(app, id, fields);
    return new Audited(after, { target: id, ...changedFields(before, after) });
  });
  registerAdminCall(app, deleteAdminBbasNote, async ({ body }) => {
    const before = await bbas.deleteNote(app, body.id);
    return new Audited({ id: body.id }, { target: body.id, before, after: null });
  });

  registerAdminCall(app, listAdminBbasViews, ({ body }) => bbas.readViewsForConsole(app, body));
  registerAdminCall(app, createAdminBbasView, async ({ body }) => {
    const view = await bbas.createView(app, body);
    return new Audited(view, { target: view.id, before: null, after: view });
  });
  registerAdminCall(app, updateAdminBbasView, async ({ body: { id, ...fields } }) => {
    const { before, after } = await bbas.updateView(app, id, fields);
    return new Audited(after, { target: id, ...changedFields(before, after) });
  });
  registerAdminCall(app, deleteAdminBbasView, async ({ body }) => {
    const before = await bbas.deleteView(app, body.id);
    return new Audited({ id: body.id }, { target: body.id, before, after: null });
  });
}
