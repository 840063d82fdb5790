import { and, countDistinct, eq } from 'drizzle-orm';
import { communityReports } from '../../../db/schema/community-reports';
import type { Db } from '../../../platform/db';
import type { WrittenRows } from '../write-limits';

/** Reports as the daily limit counts them. */
export const writtenReports = {
  kind: 'report',
  table: communityReports,
  userId: communityReports.reporterId,
  createdAt: communityReports.createdAt,
} satisfies WrittenRows;

export interface NewReport {
  reporterId: number;
  targetType: 'post' | 'comment';
  targetId: number;
  postId: number;
  reason: string;
  note: string;
}

/** Whether the reader reported the target already. */
export async function hasReported(tx: Db, input: { reporterId: number; type: 'post' | 'comment'; id: number }) {
  const [row] = await tx
    .select({ id: communityReports.id })
    .from(communityReports)
    .where(
      and(
        eq(communityReports.reporterId, input.reporterId),
        eq(communityReports.targetType, input.type),
        eq(communityReports.targetId, input.id),
      ),
    );
  return row !== undefined;
}

/** Stores a reader's report; undefined when they reported it already. */
export async function insertReport(tx: Db, report: NewReport) {
  const [row] = await tx
    .insert(communityReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: communityReports.id });
  return row?.id;
}

/** The readers whose reports of a target still wait for a moderator. */
export async function countPendingReporters(tx: Db, target: { type: 'post' | 'comment'; id: number }) {
  const [row] = await tx
    .select({ n: countDistinct(communityReports.reporterId) })
    .from(communityReports)
    .where(
      and(
        eq(communityReports.targetType, target.type),
        eq(communityReports.targetId, target.id),
        eq(communityReports.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}
