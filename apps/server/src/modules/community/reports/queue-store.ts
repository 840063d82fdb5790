import { and, count, countDistinct, desc, eq, inArray, lt, max, or, type SQL, sql } from 'drizzle-orm';
import { communityPosts } from '../../../db/schema/community';
import { communityComments } from '../../../db/schema/community-comments';
import { communityReports } from '../../../db/schema/community-reports';
import type { Db } from '../../../platform/db';
import type { PageQuery } from '../../../platform/paging';
import type { Target } from '../targets';

const reports = communityReports;
const anyPending = sql<boolean>`bool_or(${reports.status} = 'pending')`;

export interface QueueQuery extends PageQuery {
  /** Targets with a report waiting, or those whose every report was decided. */
  status: 'pending' | 'handled';
  type?: Target;
}

/** Reported targets with how many readers reported each and when the newest did. */
const reportedTargets = (db: Db) =>
  db
    .select({
      type: reports.targetType,
      id: reports.targetId,
      postId: sql<number>`min(${reports.postId})`.mapWith(Number),
      reporters: countDistinct(reports.reporterId),
      reportedAt: max(reports.createdAt),
      /** The newest report's id: the queue's order, and an export's place in it. */
      newestReportId: max(reports.id),
    })
    .from(reports)
    .$dynamic();

const typed = <Row extends { type: string }>(row: Row) => ({ ...row, type: row.type as Target });

type QueueFilter = Pick<QueueQuery, 'status' | 'type'>;

/** The reported targets the filter selects, grouped (each with its newest report's id). */
const filteredTargets = (db: Db, filter: QueueFilter, having?: SQL) =>
  reportedTargets(db)
    .where(filter.type ? eq(reports.targetType, filter.type) : undefined)
    .groupBy(reports.targetType, reports.targetId)
    .having(and(filter.status === 'pending' ? anyPending : sql`not ${anyPending}`, having));

/** A page of the reported targets, newest report first. */
export async function readReportQueue(db: Db, query: QueueQuery) {
  const targets = filteredTargets(db, query);
  const [rows, [total]] = await Promise.all([
    targets
      .orderBy(desc(max(reports.id)))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(targets.as('targets')),
  ]);
  return { rows: rows.map(typed), total: total?.n ?? 0 };
}

export type ReportedTarget = Awaited<ReturnType<typeof readReportQueue>>['rows'][number];

/** The filtered targets after `last` in the queue's order, for an export's keyset batches. */
export async function readReportQueueAfter(db: Db, filter: QueueFilter, last: ReportedTarget | null, limit: number) {
  const rows = await filteredTargets(db, filter, last ? lt(max(reports.id), last.newestReportId ?? 0) : undefined)
    .orderBy(desc(max(reports.id)))
    .limit(limit);
  return rows.map(typed);
}

/** One reported target; undefined when nobody reported it. */
export async function readReportedTarget(db: Db, target: { type: Target; id: number }) {
  const [row] = await reportedTargets(db)
    .where(and(eq(reports.targetType, target.type), eq(reports.targetId, target.id)))
    .groupBy(reports.targetType, reports.targetId);
  return row && typed(row);
}

/** Every report of the targets, newest first: their reasons, notes and where each stands. */
export async function readTargetReports(db: Db, targets: { type: Target; id: number }[]) {
  if (targets.length === 0) return [];
  return db
    .select({
      type: reports.targetType,
      id: reports.targetId,
      reason: reports.reason,
      note: reports.note,
      status: reports.status,
    })
    .from(reports)
    .where(or(...targets.map((target) => and(eq(reports.targetType, target.type), eq(reports.targetId, target.id)))))
    .orderBy(desc(reports.id));
}

/** A moderator's decision on every report of a target (a changed decision too). */
export async function decideTargetReports(
  tx: Db,
  target: { type: Target; id: number; status: 'upheld' | 'dismissed' },
) {
  const ofTarget = and(eq(reports.targetType, target.type), eq(reports.targetId, target.id));
  const waiting = await tx
    .select({ reporterId: reports.reporterId })
    .from(reports)
    .where(and(ofTarget, eq(reports.status, 'pending')));
  await tx.update(reports).set({ status: target.status, handledAt: new Date() }).where(ofTarget);
  return waiting.map((report) => report.reporterId);
}

/** The reported posts and comments as they are now, whatever their state, with each comment's post title. */
export async function readReportedContent(db: Db, ids: { posts: number[]; comments: number[] }) {
  const state = (table: typeof communityPosts | typeof communityComments) => ({
    userId: table.userId,
    deletedAt: table.deletedAt,
    removedBy: table.removedBy,
  });
  const [posts, comments] = await Promise.all([
    ids.posts.length === 0
      ? []
      : db
          .select({
            id: communityPosts.id,
            title: communityPosts.title,
            text: communityPosts.excerpt,
            ...state(communityPosts),
          })
          .from(communityPosts)
          .where(inArray(communityPosts.id, ids.posts)),
    ids.comments.length === 0
      ? []
      : db
          .select({
            id: communityComments.id,
            title: communityPosts.title,
            text: communityComments.content,
            ...state(communityComments),
          })
          .from(communityComments)
          .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
          .where(inArray(communityComments.id, ids.comments)),
  ]);
  return { posts, comments };
}
