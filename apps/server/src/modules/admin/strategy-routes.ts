import {
  createAdminStrategyNote,
  deleteAdminStrategyNote,
  listAdminStrategyAuthors,
  listAdminStrategyNotes,
  updateAdminStrategyNote,
} from '@vce/contract/admin-strategy';
import type { FastifyInstance } from 'fastify';
import * as strategy from '../learning/strategy/strategy-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** 策略: the strategy notes of /strategy; each change audited with what changed. */
export function strategyRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminStrategyNotes, ({ body }) => strategy.readStrategyNotesForConsole(app, body));
  registerAdminCall(app, listAdminStrategyAuthors, () => strategy.readStrategyAuthors(app));
  registerAdminCall(app, createAdminStrategyNote, async ({ body }) => {
    const note = await strategy.createStrategyNote(app, body);
    return new Audited(note, { target: note.id, before: null, after: note });
  });
  registerAdminCall(app, updateAdminStrategyNote, async ({ body: { id, ...fields } }) => {
    const { before, after } = await strategy.updateStrategyNote(app, id, fields);
    return new Audited(after, { target: id, ...changedFields(before, after) });
  });
  registerAdminCall(app, deleteAdminStrategyNote, async ({ body }) => {
    const before = await strategy.deleteStrategyNote(app, body.id);
    return new Audited({ id: body.id }, { target: body.id, before, after: null });
  });
}
