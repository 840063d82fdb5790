import type { CooperationRequest } from '@vce/contract/shell-pages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { keysetRows } from '../../platform/keyset';
import {
  countCooperationRequestsSince,
  findCooperationRequest,
  insertCooperationRequest,
  listCooperationRequests,
  markCooperationHandled,
  readCooperationRequestsAfter,
  type CooperationRow,
} from './cooperation-store';

/** Requests one phone may send in a day: enough to correct one, too few to flood the inbox. */
const DAILY_PER_MOBILE = 3;

/** Files a business-cooperation request in the operators' inbox. */
export async function submitCooperationRequest(
  app: FastifyInstance,
  input: z.output<typeof CooperationRequest> & { userId: number | null; ip: string },
) {
  const since = new Date(Date.now() - 86_400_000);
  if ((await countCooperationRequestsSince(app.db, input.mobile, since)) >= DAILY_PER_MOBILE)
    throw AppError.reject('cooperationDailyLimit');
  return { id: await insertCooperationRequest(app.db, input) };
}

/** The operators' inbox (the shell area's door for the console). */
export const readCooperationInbox = (
  app: FastifyInstance,
  query: { status?: 'new' | 'handled'; page: number; limit: number },
) => listCooperationRequests(app.db, query);

/** Every request of the status, newest first, `cap` at most: read in batches as consumed (an export). */
export const streamCooperationInbox = (app: FastifyInstance, status: 'new' | 'handled' | undefined, cap: number) =>
  keysetRows((last: CooperationRow | null, limit) => readCooperationRequestsAfter(app.db, status, last, limit), {
    cap,
  });

/** Marks a request followed up; answers it before and after, for the audit log. */
export async function handleCooperationRequest(app: FastifyInstance, input: { id: number; note: string; by: number }) {
  const before = await findCooperationRequest(app.db, input.id);
  if (!before) throw AppError.reject('cooperationUnknown');
  const after = await markCooperationHandled(app.db, input);
  if (!after) throw AppError.reject('cooperationHandled');
  return { before, after };
}
