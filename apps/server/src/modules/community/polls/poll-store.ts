import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { communityPollBallots, communityPollOptions, communityPolls } from '../../../db/schema/community-polls';
import type { Db } from '../../../platform/db';
import type { WrittenRows } from '../write-limits';

/** Ballots as the daily vote limit counts them. */
export const writtenBallots = {
  kind: 'vote',
  table: communityPollBallots,
  userId: communityPollBallots.userId,
  createdAt: communityPollBallots.createdAt,
} satisfies WrittenRows;

/** Stores a post's poll and its options, in the post's transaction. */
export async function insertPoll(
  tx: Db,
  poll: { postId: number; multiple: boolean; closesAt: Date; options: string[] },
) {
  await tx.insert(communityPolls).values({ postId: poll.postId, multiple: poll.multiple, closesAt: poll.closesAt });
  await tx
    .insert(communityPollOptions)
    .values(poll.options.map((text, position) => ({ postId: poll.postId, position, text })));
}

/** A post's poll with its options in order, and the user's ballot; undefined when the post has none. */
export async function readPoll(db: Db, input: { postId: number; userId: number | null }) {
  const [poll] = await db.select().from(communityPolls).where(eq(communityPolls.postId, input.postId));
  if (!poll) return undefined;
  const [options, ballots] = await Promise.all([
    db
      .select({ id: communityPollOptions.id, text: communityPollOptions.text, votes: communityPollOptions.votes })
      .from(communityPollOptions)
      .where(eq(communityPollOptions.postId, input.postId))
      .orderBy(asc(communityPollOptions.position)),
    input.userId === null
      ? []
      : db
          .select({ optionIds: communityPollBallots.optionIds })
          .from(communityPollBallots)
          .where(and(eq(communityPollBallots.postId, input.postId), eq(communityPollBallots.userId, input.userId))),
  ]);
  return { ...poll, options, ballot: ballots[0]?.optionIds ?? null };
}

/** Locks a poll's row for the rest of the transaction (its counts move one ballot after another). */
export async function lockPoll(tx: Db, postId: number) {
  const [poll] = await tx.select().from(communityPolls).where(eq(communityPolls.postId, postId)).for('update');
  return poll;
}

/** Casts a user's ballot once; answers false when they had voted already. Counts move with it. */
export async function castBallot(tx: Db, input: { postId: number; userId: number; optionIds: number[] }) {
  const cast = await tx
    .insert(communityPollBallots)
    .values(input)
    .onConflictDoNothing()
    .returning({ at: communityPollBallots.createdAt });
  if (cast.length === 0) return false;
  await tx
    .update(communityPollOptions)
    .set({ votes: sql`${communityPollOptions.votes} + 1` })
    .where(and(eq(communityPollOptions.postId, input.postId), inArray(communityPollOptions.id, input.optionIds)));
  await tx
    .update(communityPolls)
    .set({ voterCount: sql`${communityPolls.voterCount} + 1` })
    .where(eq(communityPolls.postId, input.postId));
  return true;
}
