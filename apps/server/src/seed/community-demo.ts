import { users } from '../db/schema/account';
import { communityComments, communityLikes } from '../db/schema/community-comments';
import { communityHonours } from '../db/schema/community-members';
import { communityPollBallots, communityPollOptions, communityPolls } from '../db/schema/community-polls';
import { communityQuestions } from '../db/schema/community-questions';
import { communityTopics } from '../db/schema/community-topics';
import { creditBalance, debitBalance } from '../modules/commerce/wallet/wallet-store';
import { postRow, shapePost } from '../modules/community/post-content';
import { insertPost } from '../modules/community/post-store';
import type { Db } from '../platform/db';
import { type DemoComment, type DemoPost, demoMembers, demoPosts, demoTopics } from './community-demo-posts';

const hoursBefore = (date: Date, hours: number) => new Date(date.getTime() - hours * 3_600_000);
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/**
 * A living community on a fresh install: the demo members, their posts (marked 演示) with products,
 * replies, likes, a running poll and two questions (one solved, its bounty paid through the wallet's
 * ledger like any other), topics with what they are about, and each author's 首帖. Counts are made
 * from the rows they count.
 */
export async function seedCommunity(db: Db, now = new Date()) {
  const members = await db
    .insert(users)
    .values(demoMembers.map((member) => ({ ...member, createdAt: hoursBefore(now, 24 * 90) })))
    .returning({ id: users.id });
  const memberId = (index: number) => members[index]!.id;
  await db.insert(communityTopics).values(demoTopics.map((topic) => ({ ...topic, isDemo: true })));
  for (const post of demoPosts) await seedPost(db, { post, memberId, now });
  await db
    .insert(communityHonours)
    .values(
      [...new Set(demoPosts.map((post) => post.by))].map((by) => ({ userId: memberId(by), honour: 'first_post' })),
    )
    .onConflictDoNothing();
}

async function seedPost(db: Db, input: { post: DemoPost; memberId(index: number): number; now: Date }) {
  const { post, memberId, now } = input;
  const createdAt = hoursBefore(now, post.hoursAgo);
  const replies = post.comments.reduce((sum, comment) => sum + (comment.replies?.length ?? 0), 0);
  const postId = await insertPost(db, {
    ...(await postRow(db, shapePost(post.title, post.body))),
    userId: memberId(post.by),
    likeCount: post.likedBy.length,
    commentCount: post.comments.length + replies,
    isDemo: true,
    createdAt,
  });
  await like(db, { type: 'post', id: postId, by: post.likedBy.map(memberId), at: createdAt });
  const commentIds: number[] = [];
  for (const [index, comment] of post.comments.entries())
    commentIds.push(await seedThread(db, { postId, comment, memberId, at: minutesAfter(createdAt, 25 * (index + 1)) }));
  if (post.poll) await seedPoll(db, { postId, poll: post.poll, memberId, now });
  if (post.question) {
    const accepted = post.question.acceptedComment;
    const answer = accepted === undefined ? undefined : post.comments[accepted];
    await db.insert(communityQuestions).values({
      postId,
      bounty: post.question.bounty,
      deadline: hoursBefore(createdAt, -24 * 7),
      acceptedCommentId: accepted === undefined ? null : commentIds[accepted],
      settledAt: accepted === undefined ? null : minutesAfter(createdAt, 120),
    });
    if (answer && post.question.bounty > 0)
      await payDemoBounty(db, {
        asker: memberId(post.by),
        answerer: memberId(answer.by),
        bounty: post.question.bounty,
        title: post.title,
      });
  }
}

async function seedThread(
  db: Db,
  input: { postId: number; comment: DemoComment; memberId(index: number): number; at: Date },
) {
  const { postId, comment, memberId, at } = input;
  const [head] = await db
    .insert(communityComments)
    .values({
      postId,
      userId: memberId(comment.by),
      content: comment.text,
      likeCount: comment.likedBy?.length ?? 0,
      replyCount: comment.replies?.length ?? 0,
      createdAt: at,
    })
    .returning({ id: communityComments.id });
  const headId = head!.id;
  await like(db, { type: 'comment', id: headId, by: (comment.likedBy ?? []).map(memberId), at });
  for (const [index, reply] of (comment.replies ?? []).entries())
    await db.insert(communityComments).values({
      postId,
      userId: memberId(reply.by),
      parentId: headId,
      replyToUserId: reply.replyTo === undefined ? null : memberId(reply.replyTo),
      content: reply.text,
      createdAt: minutesAfter(at, 10 * (index + 1)),
    });
  return headId;
}

async function like(db: Db, input: { type: 'post' | 'comment'; id: number; by: number[]; at: Date }) {
  if (input.by.length === 0) return;
  await db
    .insert(communityLikes)
    .values(input.by.map((userId) => ({ userId, targetType: input.type, targetId: input.id, createdAt: input.at })));
}

async function seedPoll(
  db: Db,
  input: { postId: number; poll: NonNullable<DemoPost['poll']>; memberId(index: number): number; now: Date },
) {
  const { postId, poll, memberId, now } = input;
  await db.insert(communityPolls).values({
    postId,
    multiple: poll.multiple ?? false,
    closesAt: hoursBefore(now, -poll.closesInHours),
    voterCount: poll.ballots.length,
  });
  const options = await db
    .insert(communityPollOptions)
    .values(
      poll.options.map((text, position) => ({
        postId,
        position,
        text,
        votes: poll.ballots.filter(([, option]) => option === position).length,
      })),
    )
    .returning({ id: communityPollOptions.id });
  await db
    .insert(communityPollBallots)
    .values(
      poll.ballots.map(([member, option]) => ({ postId, userId: memberId(member), optionIds: [options[option]!.id] })),
    );
}

/** A solved demo question's bounty, through the ledger as a real one moves: given, held, paid. */
async function payDemoBounty(db: Db, input: { asker: number; answerer: number; bounty: number; title: string }) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await creditBalance(tx, {
      userId: input.asker,
      currency: 'vli',
      amount: input.bounty,
      kind: 'grant',
      note: '演示V粒',
    });
    await debitBalance(tx, {
      userId: input.asker,
      currency: 'vli',
      amount: input.bounty,
      kind: 'bounty',
      note: `悬赏提问《${input.title}》`,
    });
    await creditBalance(tx, {
      userId: input.answerer,
      currency: 'vli',
      amount: input.bounty,
      kind: 'bounty',
      note: `回答被采纳《${input.title}》`,
    });
  });
}
