import { QUESTION_OPEN_DAYS, type Question } from '@vce/contract/community-questions';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { giveVli, takeVli } from '../../commerce/wallet/vli-service';
import { findPost } from '../post-store';
import {
  claimAccept,
  claimDueRefund,
  findAnswer,
  findQuestion,
  insertQuestion,
  type QuestionRow,
} from './question-store';

export const questionView = (row: QuestionRow): Question => ({
  bounty: row.bounty,
  solved: row.acceptedCommentId !== null,
  accepted_comment_id: row.acceptedCommentId,
  refunded: row.refundedAt !== null,
  deadline: unixSeconds(row.deadline),
});

/**
 * Makes a new post a question, in the post's transaction: open for `QUESTION_OPEN_DAYS`, its bounty
 * taken from the asker's V粒 and held (a short balance refuses the whole post).
 */
export async function askQuestion(
  app: FastifyInstance,
  tx: Db,
  input: { postId: number; userId: number; title: string; bounty: number },
) {
  const deadline = new Date(Date.now() + QUESTION_OPEN_DAYS * 86_400_000);
  await insertQuestion(tx, { postId: input.postId, bounty: input.bounty, deadline });
  if (input.bounty > 0)
    await takeVli(app, tx, {
      userId: input.userId,
      amount: input.bounty,
      note: `悬赏提问《${input.title}》`,
      shortMessage: msg.bountyBalanceShort,
    });
}

/** A post's question for its page, or null when it asks nothing. */
export async function readQuestion(db: Db, postId: number) {
  const row = await findQuestion(db, postId);
  return row ? questionView(row) : null;
}

/**
 * The asker accepts an answer: a live top-level comment by someone else on their open question. The
 * question is claimed once (concurrent accepts and the refund job race for one update), the bounty
 * paid to the answer's author in the same transaction, and `answer.accepted` announced.
 */
export async function acceptAnswer(input: { app: FastifyInstance; userId: number; commentId: number }) {
  const { app, userId, commentId } = input;
  const answer = await findAnswer(app.db, commentId);
  if (!answer) throw AppError.reject('answerNotAcceptable');
  const [question, post] = await Promise.all([findQuestion(app.db, answer.postId), findPost(app.db, answer.postId)]);
  if (!question || !post) throw AppError.reject('questionUnknown');
  if (post.post.userId !== userId) throw AppError.reject('questionNotYours');
  if (answer.userId === userId) throw AppError.reject('answerNotAcceptable');
  const settled = await inTransaction(app.db, async (tx) => {
    const claimed = await claimAccept(tx, { postId: answer.postId, commentId });
    if (!claimed) throw AppError.reject('questionSettled');
    if (claimed.bounty > 0)
      await giveVli(app, tx, {
        userId: answer.userId,
        amount: claimed.bounty,
        note: `回答被采纳《${post.post.title}》`,
      });
    await app.events.publish(tx, 'answer.accepted', {
      postId: answer.postId,
      postTitle: post.post.title,
      commentId,
      answererId: answer.userId,
      bounty: claimed.bounty,
    });
    return claimed;
  });
  return questionView(settled);
}

/** Gives back the bounties of questions past their deadline with no accepted answer, each once. */
export async function refundDueQuestions(app: FastifyInstance, now = new Date()) {
  for (;;) {
    const refunded = await inTransaction(app.db, async (tx) => {
      const due = await claimDueRefund(tx, now);
      if (due && due.bounty > 0)
        await giveVli(app, tx, {
          userId: due.askerId,
          amount: due.bounty,
          note: `提问《${due.title}》无人被采纳，悬赏退回`,
        });
      return due;
    });
    if (!refunded) return;
  }
}
