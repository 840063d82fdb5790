import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { communityPosts } from '../../../db/schema/community';
import { communityComments } from '../../../db/schema/community-comments';
import { communityQuestions } from '../../../db/schema/community-questions';
import type { Db } from '../../../platform/db';

export async function insertQuestion(tx: Db, question: { postId: number; bounty: number; deadline: Date }) {
  await tx.insert(communityQuestions).values(question);
}

export type QuestionRow = typeof communityQuestions.$inferSelect;

export async function findQuestion(db: Db, postId: number) {
  const [row] = await db.select().from(communityQuestions).where(eq(communityQuestions.postId, postId));
  return row;
}

/** The questions among `postIds`, for the feeds' markers. */
export async function listQuestions(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db.select().from(communityQuestions).where(inArray(communityQuestions.postId, postIds));
}

/** A live top-level comment with its question; undefined when it is not one. */
export async function findAnswer(db: Db, commentId: number) {
  const [row] = await db
    .select({ id: communityComments.id, postId: communityComments.postId, userId: communityComments.userId })
    .from(communityComments)
    .where(
      and(eq(communityComments.id, commentId), isNull(communityComments.parentId), isNull(communityComments.deletedAt)),
    );
  return row;
}

/**
 * Settles a question by accepting an answer, once: the update claims it only while unsettled, so
 * of concurrent accepts (and a refund) exactly one wins. Answers the claimed row, else undefined.
 */
export async function claimAccept(tx: Db, input: { postId: number; commentId: number }) {
  const [row] = await tx
    .update(communityQuestions)
    .set({ acceptedCommentId: input.commentId, settledAt: sql`now()` })
    .where(and(eq(communityQuestions.postId, input.postId), isNull(communityQuestions.settledAt)))
    .returning();
  return row;
}

/** Answers of a user that their askers accepted (the 优质答主 honour). */
export async function countAcceptedAnswers(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(communityQuestions)
    .innerJoin(communityComments, eq(communityComments.id, communityQuestions.acceptedCommentId))
    .where(eq(communityComments.userId, userId));
  return row?.n ?? 0;
}

/**
 * Claims one question past its deadline for its refund, once (a deleted question's bounty goes back
 * too); answers it with its asker and title, undefined when none is left.
 */
export async function claimDueRefund(tx: Db, now: Date) {
  const [due] = await tx
    .select({ postId: communityQuestions.postId })
    .from(communityQuestions)
    .where(and(isNull(communityQuestions.settledAt), lte(communityQuestions.deadline, now)))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return undefined;
  const [row] = await tx
    .update(communityQuestions)
    .set({ refundedAt: sql`now()`, settledAt: sql`now()` })
    .where(and(eq(communityQuestions.postId, due.postId), isNull(communityQuestions.settledAt)))
    .returning({ postId: communityQuestions.postId, bounty: communityQuestions.bounty });
  if (!row) return undefined;
  const [post] = await tx
    .select({ userId: communityPosts.userId, title: communityPosts.title })
    .from(communityPosts)
    .where(eq(communityPosts.id, row.postId));
  return { ...row, askerId: post!.userId, title: post!.title };
}
