import { z } from 'zod';
import { defineCall } from './call';
import { Poll, PollDraft } from './community-polls';
import { Question, QuestionDraft } from './community-questions';
import { PostTopic } from './community-topics';
import { ChartCard, ChartCardDraft } from './community-charts';
import { msg } from './messages';
import { field, pagingFields } from './validation';

/** A title's characters at most. */
export const POST_TITLE_MAX = 50;
/** The text of a post's body at most, in characters as a reader sees them (markup not counted). */
export const POST_TEXT_MAX = 5000;
/** The body's HTML as sent, at most: room for the text above with generous formatting and links, within the request body limit. */
export const POST_HTML_MAX = 60_000;

const withMax = (message: string, max: number) => message.replace('{max}', String(max));

/**
 * A post's text as its length is counted, by the editor and the server alike: whitespace runs (block
 * breaks among them) as one space, none at the ends.
 */
export const postTextOf = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a body whose text is over `POST_TEXT_MAX` is told, by the composer and the server alike. */
export const postTextTooLong = withMax(msg.postContentTooLong, POST_TEXT_MAX);

/** Images one post may show at most (Weibo's nine), uploaded through /api/common/upload. */
export const POST_IMAGES_MAX = 9;
export const postImagesTooMany = withMax(msg.postImagesTooMany, POST_IMAGES_MAX);

// PostgreSQL cannot store NUL in text.
const storable = (value: string) => !value.includes('\u0000');

export const PostAuthor = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() });
export type PostAuthor = z.infer<typeof PostAuthor>;

/** A product a post is tagged with (`$螺纹$` in its text): its board and BBAS page. */
export const PostProduct = z.object({ symbol: z.string(), name: z.string() });
export type PostProduct = z.infer<typeof PostProduct>;

/** A post as the feeds list it: the start of its text, not its markup. */
export const PostSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  author: PostAuthor,
  like_count: z.number().int(),
  comment_count: z.number().int(),
  products: z.array(PostProduct),
  topics: z.array(PostTopic),
  /** A question's bounty and whether it is solved; null for a post that asks nothing. */
  question: z.object({ bounty: z.number().int(), solved: z.boolean() }).nullable(),
  /** Demo content of a fresh install: marked 演示 wherever it is shown. */
  is_demo: z.boolean(),
  create_time: z.number().int(),
});
export type PostSummary = z.infer<typeof PostSummary>;

const postPage = z.object({ list: z.array(PostSummary), total: z.number().int() });

/** A post's title and body as the composer sends them, new or edited. */
const postFields = {
  title: z
    .string({ error: msg.postTitleEmpty })
    .trim()
    .min(1, msg.postTitleEmpty)
    .max(POST_TITLE_MAX, withMax(msg.postTitleTooLong, POST_TITLE_MAX))
    .refine(storable, msg.postTextInvalid),
  content: z
    .string({ error: msg.postContentEmpty })
    .min(1, msg.postContentEmpty)
    .max(POST_HTML_MAX, msg.postHtmlTooLong)
    .refine(storable, msg.postTextInvalid),
};

/** Publishes a post; its body is HTML from the editor, kept as the server's sanitiser leaves it. */
export const addPost = defineCall({
  path: '/api/qi_you/addPost',
  access: 'user',
  request: z.object({
    ...postFields,
    /** A poll asked with the post (docs/decisions.md "Community polls"). */
    poll: PollDraft.optional(),
    /** The post is a question, with a V粒 bounty (docs/decisions.md "Community Q&A"). */
    question: QuestionDraft.optional(),
    /** A K-line chart card drawn under the text (docs/decisions.md "Chart cards"). */
    chart: ChartCardDraft.optional(),
  }),
  data: z.object({ id: z.number().int() }),
});

/** Its author changes a post within `POST_EDIT_HOURS` of publishing (its poll and question stay as they were). */
export const editPost = defineCall({
  path: '/api/qi_you/editPost',
  access: 'user',
  request: z.object({ id: field.id('帖子编号'), ...postFields }),
  data: z.object({ id: z.number().int() }),
});

export const postFeeds = ['latest', 'hot', 'following', 'questions'] as const;
export type PostFeed = (typeof postFeeds)[number];

/**
 * The community's feeds: `latest` newest first, `hot` by the ranking of docs/decisions.md "Community
 * feeds and boards", `following` the posts of whom the caller follows (signed in only),
 * `questions` the questions newest first (`unsolved`: those still open). `symbol` narrows a feed to
 * a product's board, `topic_id` to a topic's posts.
 */
export const postList = defineCall({
  path: '/api/qi_you/postList',
  access: 'public',
  request: z.object({
    type: z.enum(postFeeds, { error: msg.postListTypeInvalid }).default('latest'),
    symbol: z.string().trim().max(12).optional(),
    /** A topic's posts (its page). */
    topic_id: field.id('话题编号').optional(),
    /** With `questions`: only those still waiting for an accepted answer. */
    unsolved: field.flag('只看未解决').default(false),
    ...pagingFields,
  }),
  data: postPage,
});

const boardSymbol = z.string({ error: msg.boardUnknown }).trim().min(1, msg.boardUnknown).max(12);

/**
 * A product's board (品种吧): its name and exchange, its posts and the traders who follow it;
 * `is_follow` whether the caller is one (false for a guest).
 */
export const boardInfo = defineCall({
  path: '/api/qi_you/boardInfo',
  access: 'public',
  request: z.object({ symbol: boardSymbol }),
  data: z.object({
    symbol: z.string(),
    name: z.string(),
    exchange: z.string(),
    post_count: z.number().int(),
    follower_count: z.number().int(),
    is_follow: z.boolean(),
  }),
});

/**
 * Follows a product from its board, or stops (`cancel`); idempotent both ways. The followed products
 * are the profile's (资料 step 3, at most 6): a 7th is refused. Answers the state and the followers after it.
 */
export const followBoard = defineCall({
  path: '/api/qi_you/followBoard',
  access: 'user',
  request: z.object({ symbol: boardSymbol, cancel: field.flag('取消关注').default(false) }),
  data: z.object({ is_follow: z.boolean(), follower_count: z.number().int() }),
});

/** How long after publishing its author may still edit a post. */
export const POST_EDIT_HOURS = 24;
export const postEditClosed = msg.postEditClosed.replace('{hours}', String(POST_EDIT_HOURS));

/** One post with its sanitised HTML body. */
export const postDetail = defineCall({
  path: '/api/qi_you/postDetail',
  access: 'public',
  request: z.object({ id: field.id('帖子编号') }),
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    author: PostAuthor,
    like_count: z.number().int(),
    comment_count: z.number().int(),
    products: z.array(PostProduct),
    topics: z.array(PostTopic),
    create_time: z.number().int(),
    /** When its author last edited it; null if never. */
    edited_time: z.number().int().nullable(),
    /** Whether the caller wrote it (and so may delete it, and edit it within `POST_EDIT_HOURS`). */
    is_mine: z.boolean(),
    /** Whether the caller likes it; whether they keep it among their favourites. */
    is_like: z.boolean(),
    is_favourite: z.boolean(),
    poll: Poll.nullable(),
    question: Question.nullable(),
    chart: ChartCard.nullable(),
    is_demo: z.boolean(),
  }),
});

/** The caller's own posts, newest first (我的发言). */
export const myPostList = defineCall({
  path: '/api/qi_you/myPostList',
  access: 'user',
  request: z.object(pagingFields),
  data: postPage,
});

/** Deletes one of the caller's posts: it leaves every feed and its page. */
export const deletePost = defineCall({
  path: '/api/qi_you/deletePost',
  access: 'user',
  request: z.object({ id: field.id('帖子编号') }),
  data: z.object({ id: z.number().int() }),
});
