import { type Poll, pollDurations } from '@vce/contract/community-polls';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { findPost } from '../post-store';
import { checkWriteLimit, limitMessages, type WriteLimits, writeLimitFor } from '../write-limits';
import { castBallot, lockPoll, readPoll, writtenBallots } from './poll-store';

/** Ballots per user a Beijing day (docs/decisions.md "Community polls"): a fuse against scripted voting. */
export const voteLimits: WriteLimits = {
  regular: { intervalSeconds: 0, perDay: 100 },
  newAccount: { intervalSeconds: 0, perDay: 30 },
};

/** A poll as written, checked: its closing time within an hour to a month from now. */
export function checkPollDraft(draft: { options: string[]; multiple: boolean; closes_at: number }, now = Date.now()) {
  const seconds = draft.closes_at - now / 1000;
  if (seconds < pollDurations.minSeconds || seconds > pollDurations.maxSeconds)
    throw AppError.reject('pollClosesInvalid');
  return { options: draft.options, multiple: draft.multiple, closesAt: new Date(draft.closes_at * 1000) };
}
export type CheckedPoll = ReturnType<typeof checkPollDraft>;

/** A poll as a reader sees it: the votes once they have voted or the poll has closed. */
function pollView(poll: NonNullable<Awaited<ReturnType<typeof readPoll>>>, now = Date.now()): Poll {
  const closed = poll.closesAt.getTime() <= now;
  const shown = closed || poll.ballot !== null;
  return {
    multiple: poll.multiple,
    closes_at: unixSeconds(poll.closesAt),
    closed,
    voted: poll.ballot !== null,
    my_option_ids: poll.ballot ?? [],
    voter_count: poll.voterCount,
    options: poll.options.map((option) => ({ id: option.id, text: option.text, votes: shown ? option.votes : null })),
  };
}

/** A post's poll for a reader, or null when the post has none. */
export async function readPostPoll(db: Db, input: { postId: number; userId: number | null }) {
  const poll = await readPoll(db, input);
  return poll ? pollView(poll) : null;
}

/**
 * Casts a user's vote in a live post's open poll, once: under a lock of the poll's row, so concurrent
 * clicks count one ballot and the counts move with it exactly. Answers the poll with its results.
 */
export async function vote(input: { app: FastifyInstance; userId: number; postId: number; optionIds: number[] }) {
  const { app, userId, postId } = input;
  const optionIds = [...new Set(input.optionIds)];
  const limit = await writeLimitFor(app.db, userId, voteLimits);
  await inTransaction(app.db, async (tx) => {
    const poll = (await findPost(tx, postId)) && (await lockPoll(tx, postId));
    if (!poll) throw AppError.reject('pollUnknown');
    if (poll.closesAt.getTime() <= Date.now()) throw AppError.reject('pollClosed');
    if (!poll.multiple && optionIds.length > 1) throw AppError.reject('pollSingleChoice');
    const current = await readPoll(tx, { postId, userId });
    if (current!.ballot !== null) throw AppError.reject('pollVoted');
    const known = new Set(current!.options.map((option) => option.id));
    if (optionIds.some((id) => !known.has(id))) throw AppError.reject('pollChoiceUnknown');
    await checkWriteLimit(tx, { rows: writtenBallots, userId, limit, messages: limitMessages.vote });
    await castBallot(tx, { postId, userId, optionIds });
  });
  return (await readPostPoll(app.db, { postId, userId }))!;
}
