import { REPORTS_TO_HIDE, type ReportReason } from '@vce/contract/community-reports';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { announceRemovedComment } from '../comment-service';
import { takeDownComment } from '../comment-store';
import { forgetGuestPages } from '../guest-pages';
import { announceRemovedPost } from '../post-service';
import { takeDownPost } from '../post-store';
import { lockLiveTarget, type Target } from '../targets';
import { checkWriteLimit, type WriteLimits, writeLimitFor } from '../write-limits';
import { countPendingReporters, hasReported, insertReport, writtenReports } from './report-store';

/** Reports per reader (docs/decisions.md "Community reports"): Discourse's flag limits, tighter on the first day. */
export const reportLimits: WriteLimits = {
  regular: { intervalSeconds: 10, perDay: 20 },
  newAccount: { intervalSeconds: 60, perDay: 5 },
};

/**
 * Files a reader's report of a live post or comment, never their own, once; when `REPORTS_TO_HIDE`
 * readers' reports wait on it, it is hidden at once (`community.removed` by `reports`: its notices go
 * and its author is told) until a moderator looks.
 */
export async function reportContent(input: {
  app: FastifyInstance;
  userId: number;
  type: Target;
  id: number;
  reason: ReportReason;
  note?: string;
}) {
  const { app, userId, type, id } = input;
  const limit = await writeLimitFor(app.db, userId, reportLimits);
  // A post hidden leaves the guests' feeds at once (finally).
  return inTransaction(app.db, async (tx) => {
    const target = await lockLiveTarget(tx, type, id);
    if (!target) throw AppError.reject(type === 'post' ? 'postUnknown' : 'commentUnknown');
    if (target.authorId === userId) throw AppError.reject('reportOwn');
    if (await hasReported(tx, { reporterId: userId, type, id })) throw AppError.reject('reportRepeated');
    await checkWriteLimit(tx, {
      rows: writtenReports,
      userId,
      limit,
      messages: { tooFrequent: msg.reportTooFrequent, dailyLimit: msg.reportDailyLimit },
    });
    const reportId = await insertReport(tx, {
      reporterId: userId,
      targetType: type,
      targetId: id,
      postId: target.postId,
      reason: input.reason,
      note: input.note ?? '',
    });
    if (reportId === undefined) throw AppError.reject('reportRepeated');
    if ((await countPendingReporters(tx, { type, id })) >= REPORTS_TO_HIDE) await hide(app, tx, type, id);
    return reportId;
  }).finally(() => forgetGuestPages(app));
}

async function hide(app: FastifyInstance, tx: Db, type: Target, id: number) {
  if (type === 'post') {
    const post = await takeDownPost(tx, { id, by: 'reports' });
    if (post) await announceRemovedPost(app, tx, { post, by: 'reports' });
  } else {
    const comment = await takeDownComment(tx, { id, by: 'reports' });
    if (comment) await announceRemovedComment(app, tx, { comment, by: 'reports' });
  }
}
