import type { AdminReportRow, ReportDecision } from '@vce/contract/admin-moderation';
import type { ReportReason } from '@vce/contract/community-reports';
import type { FastifyInstance } from 'fastify';
import { findUserDisplays } from '../../account/account-service';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { excerptOf } from '../../../platform/plain-text';
import { keysetRows } from '../../../platform/keyset';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { announceRemovedComment } from '../comment-service';
import { keepCommentHidden, restoreComment, takeDownComment } from '../comment-store';
import { forgetGuestPages } from '../guest-pages';
import { announceRemovedPost } from '../post-service';
import { keepPostHidden, type RemovedBy, restorePost, takeDownPost } from '../post-store';
import { lockAnyTarget, type Target } from '../targets';
import {
  decideTargetReports,
  type QueueQuery,
  readReportedContent,
  readReportedTarget,
  readReportQueue,
  readReportQueueAfter,
  readTargetReports,
  type ReportedTarget,
} from './queue-store';

/** Notes shown with a reported target, newest first. */
const NOTES_SHOWN = 3;

/** The reported targets as the console lists them: what was said, by whom, why, and where it stands. */
async function describeTargets(db: Db, targets: ReportedTarget[]): Promise<AdminReportRow[]> {
  const idsOf = (type: Target) => targets.filter((target) => target.type === type).map((target) => target.id);
  const [reports, content] = await Promise.all([
    readTargetReports(db, targets),
    readReportedContent(db, { posts: idsOf('post'), comments: idsOf('comment') }),
  ]);
  const contentOf = (target: ReportedTarget) =>
    (target.type === 'post' ? content.posts : content.comments).find((row) => row.id === target.id);
  const authors = await findUserDisplays(db, [
    ...new Set([...content.posts, ...content.comments].map((row) => row.userId)),
  ]);
  return targets.map((target) => {
    const own = reports.filter((report) => report.type === target.type && report.id === target.id);
    const reasons = new Map<ReportReason, number>();
    for (const report of own)
      reasons.set(report.reason as ReportReason, (reasons.get(report.reason as ReportReason) ?? 0) + 1);
    const row = contentOf(target);
    const removedBy = row?.deletedAt ? (row.removedBy as RemovedBy) : null;
    const author = authors.find((user) => user.id === row?.userId);
    return {
      type: target.type,
      id: target.id,
      post_id: target.postId,
      post_title: row?.title ?? '',
      excerpt: excerptOf(row?.text ?? '', 80),
      author: { id: row?.userId ?? 0, nickname: author?.nickname ?? '' },
      reporters: target.reporters,
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
      notes: own
        .map((report) => report.note)
        .filter(Boolean)
        .slice(0, NOTES_SHOWN),
      reported_at: target.reportedAt ? unixSeconds(target.reportedAt) : 0,
      state: removedBy === null ? 'live' : removedBy === 'author' ? 'deleted' : 'hidden',
      hidden_by: removedBy === 'reports' || removedBy === 'moderator' ? removedBy : '',
      decision: own.some((report) => report.status === 'pending')
        ? 'pending'
        : ((own[0]?.status ?? 'pending') as ReportDecision),
    };
  });
}

/** The moderation queue: the console's door into the community's reports. */
export async function readModerationQueue(app: FastifyInstance, query: QueueQuery) {
  const { rows, total } = await readReportQueue(app.db, query);
  return { total, list: await describeTargets(app.db, rows) };
}

/** The filtered queue in its order as the console's export reads it, `cap` targets at most. */
export async function* streamModerationQueue(
  app: FastifyInstance,
  filter: Pick<QueueQuery, 'status' | 'type'>,
  cap: number,
) {
  const described = keysetRows(
    async (last: { target: ReportedTarget; row: AdminReportRow } | null, limit) => {
      const targets = await readReportQueueAfter(app.db, filter, last?.target ?? null, limit);
      const rows = await describeTargets(app.db, targets);
      return targets.map((target, index) => ({ target, row: rows[index]! }));
    },
    { cap, batch: 500 },
  );
  for await (const { row } of described) yield row;
}

async function describeTarget(db: Db, target: { type: Target; id: number }) {
  const row = await readReportedTarget(db, target);
  if (!row) throw AppError.reject('reportNone');
  return (await describeTargets(db, [row]))[0]!;
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockAnyTarget>>>;

/** Hides a shown target (its author told), or makes a hiding by readers' reports the moderator's own. */
async function hide(app: FastifyInstance, tx: Db, target: { type: Target; id: number }, locked: Locked) {
  if (locked.removedBy === null) {
    if (target.type === 'post') {
      const post = await takeDownPost(tx, { id: target.id, by: 'moderator' });
      if (post) await announceRemovedPost(app, tx, { post, by: 'moderator' });
    } else {
      const comment = await takeDownComment(tx, { id: target.id, by: 'moderator' });
      if (comment) await announceRemovedComment(app, tx, { comment, by: 'moderator' });
    }
  } else if (locked.removedBy === 'reports') {
    const excerpt =
      target.type === 'post'
        ? await keepPostHidden(tx, target.id)
        : excerptOf(await keepCommentHidden(tx, target.id), 30);
    await app.events.publish(tx, 'community.reviewed', {
      postId: locked.postId,
      commentIds: target.type === 'post' ? [] : [target.id],
      authorId: locked.authorId,
      excerpt,
      outcome: 'hidden',
    });
  }
}

/** Shows again a target readers' reports or a moderator hid (its author told); an author's delete stays. */
async function keep(app: FastifyInstance, tx: Db, target: { type: Target; id: number }, locked: Locked) {
  const restored =
    target.type === 'post'
      ? await restorePost(tx, target.id).then(
          (post) => post && { commentIds: [], authorId: post.userId, excerpt: post.title },
        )
      : await restoreComment(tx, target.id).then(
          (comment) =>
            comment && {
              commentIds: comment.restoredIds,
              authorId: comment.userId,
              excerpt: excerptOf(comment.content, 30),
            },
        );
  if (restored)
    await app.events.publish(tx, 'community.reviewed', { postId: locked.postId, ...restored, outcome: 'restored' });
}

/**
 * A moderator's decision on a reported post or comment, in one transaction with the target locked:
 * `hide` upholds its reports, `keep` dismisses them. Answers the target before and after, for the
 * audit log.
 */
export async function decideReports(
  app: FastifyInstance,
  target: { type: Target; id: number; decision: 'hide' | 'keep' },
) {
  return inTransaction(app.db, async (tx) => {
    const locked = await lockAnyTarget(tx, target.type, target.id);
    if (!locked) throw AppError.reject(target.type === 'post' ? 'postUnknown' : 'commentUnknown');
    const before = await describeTarget(tx, target);
    if (target.decision === 'hide') await hide(app, tx, target, locked);
    else await keep(app, tx, target, locked);
    const outcome = target.decision === 'hide' ? 'upheld' : 'dismissed';
    const reporterIds = await decideTargetReports(tx, { ...target, status: outcome });
    if (reporterIds.length > 0)
      await app.events.publish(tx, 'community.reports_decided', {
        postId: before.post_id,
        type: target.type,
        reporterIds,
        excerpt: target.type === 'post' ? before.post_title : before.excerpt,
        outcome,
      });
    return { before, after: await describeTarget(tx, target) };
  }).finally(() => forgetGuestPages(app));
}
