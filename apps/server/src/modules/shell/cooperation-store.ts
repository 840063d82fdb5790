import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import { cooperationRequests } from '../../db/schema/shell';
import type { Db } from '../../platform/db';
import { type PageQuery, readPage } from '../../platform/paging';

export type CooperationRow = typeof cooperationRequests.$inferSelect;

export async function insertCooperationRequest(
  db: Db,
  request: Pick<CooperationRow, 'name' | 'mobile' | 'company' | 'kind' | 'message' | 'userId' | 'ip'>,
) {
  const [row] = await db.insert(cooperationRequests).values(request).returning({ id: cooperationRequests.id });
  return row!.id;
}

/** Requests sent for a phone since a moment. */
export async function countCooperationRequestsSince(db: Db, mobile: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(cooperationRequests)
    .where(and(eq(cooperationRequests.mobile, mobile), gt(cooperationRequests.createdAt, since)));
  return row?.n ?? 0;
}

/** A page of the inbox, newest first, all or of one status. */
/** The batch of requests after `last` in the inbox's order (newest first), for an export. */
export const readCooperationRequestsAfter = (
  db: Db,
  status: 'new' | 'handled' | undefined,
  last: { id: number } | null,
  limit: number,
) =>
  db
    .select()
    .from(cooperationRequests)
    .where(
      and(
        status ? eq(cooperationRequests.status, status) : undefined,
        last ? lt(cooperationRequests.id, last.id) : undefined,
      ),
    )
    .orderBy(desc(cooperationRequests.id))
    .limit(limit);

export function listCooperationRequests(db: Db, query: PageQuery & { status?: 'new' | 'handled' }) {
  const where = query.status ? eq(cooperationRequests.status, query.status) : undefined;
  const rows = db.select().from(cooperationRequests).where(where).orderBy(desc(cooperationRequests.id)).$dynamic();
  return readPage(db, { rows, table: cooperationRequests, where, page: query });
}

export async function findCooperationRequest(db: Db, id: number) {
  const [row] = await db.select().from(cooperationRequests).where(eq(cooperationRequests.id, id));
  return row;
}

/** Marks a new request handled with the operator's note; undefined when it is not new (or none). */
export async function markCooperationHandled(db: Db, input: { id: number; note: string; by: number }) {
  const [row] = await db
    .update(cooperationRequests)
    .set({ status: 'handled', note: input.note, handledBy: input.by, handledAt: new Date() })
    .where(and(eq(cooperationRequests.id, input.id), eq(cooperationRequests.status, 'new')))
    .returning();
  return row;
}
