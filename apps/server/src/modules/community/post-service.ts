import type { PostFeed } from '@vce/contract/community';
import type { ChartCardDraft } from '@vce/contract/community-charts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { unixSeconds } from '../../platform/unix-time';
import { forgetGuestPages, freshGuestPage, guestPage, guestPageKey } from './guest-pages';
import { postRow, preparePost } from './post-content';
import { likedIds } from './like-store';
import { favouriteIds, recordView } from './reading/reading-store';
import { checkChartDraft, insertChart, readPostChart } from './charts/chart-service';
import { checkPollDraft, readPostPoll } from './polls/poll-service';
import { insertPoll } from './polls/poll-store';
import { askQuestion, readQuestion } from './questions/question-service';
import { listQuestions, type QuestionRow } from './questions/question-store';
import { listPostTopics } from './topics/topic-store';
import { boardProductOf, postProductOf } from './post-products';
import {
  findPost,
  insertPost,
  listPostProducts,
  listPosts,
  type PostSummaryRow,
  type RemovedBy,
  takeDownPost,
  writtenPosts,
} from './post-store';
import { checkWriteLimit, limitMessages, type WriteLimits, writeLimitFor } from './write-limits';

/** Posts per author (docs/decisions.md "Community limits"): Discourse's topic defaults, first-day ones for new accounts. */
export const postLimits: WriteLimits = {
  regular: { intervalSeconds: 30, perDay: 20 },
  newAccount: { intervalSeconds: 120, perDay: 3 },
};

const summaryView = (
  row: PostSummaryRow,
  symbols: string[],
  topics: { id: number; name: string }[],
  question: QuestionRow | undefined,
) => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  author: row.author,
  like_count: row.likeCount,
  comment_count: row.commentCount,
  products: symbols.map(postProductOf),
  topics,
  question: question ? { bounty: question.bounty, solved: question.acceptedCommentId !== null } : null,
  is_demo: row.isDemo,
  create_time: unixSeconds(row.createdAt),
});

/** A page of posts as the feeds show them, each with its products, topics and question. */
export async function pageView(app: FastifyInstance, { rows, total }: { rows: PostSummaryRow[]; total: number }) {
  const ids = rows.map((row) => row.id);
  const [tags, topics, questions] = await Promise.all([
    listPostProducts(app.db, ids),
    listPostTopics(app.db, ids),
    listQuestions(app.db, ids),
  ]);
  const symbolsOf = (postId: number) => tags.filter((tag) => tag.postId === postId).map((tag) => tag.symbol);
  const topicsOf = (postId: number) =>
    topics.filter((topic) => topic.postId === postId).map(({ id, name }) => ({ id, name }));
  const questionOf = (postId: number) => questions.find((question) => question.postId === postId);
  return {
    list: rows.map((row) => summaryView(row, symbolsOf(row.id), topicsOf(row.id), questionOf(row.id))),
    total,
  };
}

/**
 * Publishes a post (with its poll, when it asks one): its body sanitised, the author's limits checked
 * under a lock on their recent posts, and `post.created` announced in the same transaction (the daily task 期友社区发帖 stands or
 * falls with the post).
 */
export async function publishPost(input: {
  app: FastifyInstance;
  userId: number;
  title: string;
  content: string;
  poll?: { options: string[]; multiple: boolean; closes_at: number };
  question?: { bounty: number };
  chart?: ChartCardDraft;
}) {
  const { app, userId } = input;
  const poll = input.poll && checkPollDraft(input.poll);
  const chart = input.chart && checkChartDraft(input.chart);
  const prepared = await preparePost(input.app.settings, input.title, input.content);
  const limit = await writeLimitFor(app.db, userId, postLimits);
  return inTransaction(app.db, async (tx) => {
    await checkWriteLimit(tx, { rows: writtenPosts, userId, limit, messages: limitMessages.post });
    const row = await postRow(tx, prepared);
    const postId = await insertPost(tx, { userId, ...row });
    if (poll) await insertPoll(tx, { postId, ...poll });
    if (chart) await insertChart(tx, postId, chart);
    if (input.question)
      await askQuestion(app, tx, { postId, userId, title: input.title, bounty: input.question.bounty });
    await app.events.publish(tx, 'post.created', { postId, userId, topicIds: row.topicIds });
    return postId;
  }).finally(() => forgetGuestPages(app));
}

/** A page of one author's posts, newest first. */
export async function readAuthorPosts(input: { app: FastifyInstance; page: number; limit: number; userId: number }) {
  return pageView(input.app, await listPosts(input.app.db, input));
}

/**
 * A page of a feed: `latest`, `hot`, or `following` (the caller's followed authors; a guest is asked
 * to sign in), everyone's or a product board's. A guest's page comes serialised, at once when it is
 * at hand (the hot lane serves it).
 */
export function readFeed(input: {
  app: FastifyInstance;
  type: PostFeed;
  symbol?: string;
  topic_id?: number;
  unsolved?: boolean;
  page: number;
  limit: number;
  userId: number | null;
}) {
  const { app, type, symbol, page, limit, userId } = input;
  const topicId = input.topic_id;
  const questions = type === 'questions' ? (input.unsolved ? 'open' : 'all') : undefined;
  if (symbol !== undefined && !boardProductOf(symbol)) throw AppError.reject('boardUnknown');
  if (type === 'following' && userId === null) throw AppError.needLogin();
  // Guests read the same pages: one query per page a moment, however many read it.
  const key = userId === null ? guestPageKey('feed', type, symbol, topicId, questions, page, limit) : '';
  const fresh = userId === null ? freshGuestPage(app, key) : undefined;
  if (fresh) return fresh;
  const followerId = type === 'following' ? userId! : undefined;
  const order = type === 'hot' ? 'hot' : 'latest';
  const query = { page, limit, symbol, topicId, followerId, questions, order } as const;
  const load = async () => pageView(app, await listPosts(app.db, query));
  if (userId !== null) return load();
  return guestPage(app, key, load);
}

/** A live post as another area shows it (a share poster): title, the start of its text, its author. */
export async function readPostCard(app: FastifyInstance, id: number) {
  const row = await findPost(app.db, id);
  if (!row) throw AppError.reject('postUnknown');
  return { id: row.post.id, title: row.post.title, excerpt: row.post.excerpt, author: row.author };
}

/**
 * A post's page; `is_mine` tells its author the post is theirs, `is_like` and `is_favourite` whether
 * the caller likes and keeps it. A signed-in reader's reading goes into their 浏览历史.
 */
export async function readPost(input: { app: FastifyInstance; id: number; userId: number | null }) {
  const { app, id, userId } = input;
  const [row, liked, kept, tags, topics, poll, question, chart] = await Promise.all([
    findPost(app.db, id),
    likedIds(app.db, { userId, type: 'post', ids: [id] }),
    favouriteIds(app.db, { userId, postIds: [id] }),
    listPostProducts(app.db, [id]),
    listPostTopics(app.db, [id]),
    readPostPoll(app.db, { postId: id, userId }),
    readQuestion(app.db, id),
    readPostChart(app.db, id),
  ]);
  if (!row) throw AppError.reject('postUnknown');
  if (userId !== null) await recordView(app.db, { userId, postId: id });
  return {
    id: row.post.id,
    title: row.post.title,
    content: row.post.content,
    author: row.author,
    like_count: row.post.likeCount,
    comment_count: row.post.commentCount,
    products: tags.map((tag) => postProductOf(tag.symbol)),
    topics: topics.map(({ id: topicId, name }) => ({ id: topicId, name })),
    create_time: unixSeconds(row.post.createdAt),
    edited_time: row.post.editedAt && unixSeconds(row.post.editedAt),
    is_mine: row.post.userId === userId,
    is_like: liked.has(id),
    is_favourite: kept.has(id),
    poll,
    question,
    chart,
    is_demo: row.post.isDemo,
  };
}

/**
 * Deletes one of the caller's own posts (what is about it goes with it: `community.removed`); another's,
 * or one already gone, is unknown to them.
 */
export async function deleteMyPost(input: { app: FastifyInstance; userId: number; id: number }) {
  const row = await inTransaction(input.app.db, async (tx) => {
    const deleted = await takeDownPost(tx, { id: input.id, userId: input.userId, by: 'author' });
    if (deleted) await announceRemovedPost(input.app, tx, { post: deleted, by: 'author' });
    return deleted;
  }).finally(() => forgetGuestPages(input.app));
  if (!row) throw AppError.reject('postUnknown');
  return row;
}

/** `community.removed` for a post taken down. */
export const announceRemovedPost = (
  app: FastifyInstance,
  tx: Db,
  input: { post: NonNullable<Awaited<ReturnType<typeof takeDownPost>>>; by: RemovedBy },
) =>
  app.events.publish(tx, 'community.removed', {
    postId: input.post.id,
    commentIds: [],
    authorId: input.post.userId,
    by: input.by,
    excerpt: input.post.title,
  });
