import { z } from 'zod';
import { defineCall } from './call';
import { PostAuthor } from './community';
import { msg } from './messages';
import { field, pagingFields } from './validation';

/** A comment's text at most, in characters (a reply, not an article: 股吧 and Weibo keep theirs short). */
export const COMMENT_TEXT_MAX = 500;
/** Users a comment may @mention at most (more is a broadcast, not a conversation). */
export const COMMENT_MENTIONS_MAX = 5;
/** The replies a top-level comment shows inline; the rest open on demand. */
export const INLINE_REPLIES = 3;

// PostgreSQL cannot store NUL in text.
const storable = (value: string) => !value.includes('\u0000');

/** A user a comment names with @, as the comment links them. */
export const Mention = z.object({ id: z.number().int(), nickname: z.string() });
export type Mention = z.infer<typeof Mention>;

/**
 * A comment as readers see it: plain text (rendered as text, never as HTML; emoji names and @mentions
 * are drawn by the page), its likes, and whom it answers when it is a reply to a reply.
 */
export const Comment = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  /** The top-level comment a reply belongs to; 0 for a top-level comment. */
  parent_id: z.number().int(),
  content: z.string(),
  author: PostAuthor,
  /** The author of the reply this one answers, inside a thread; null when it answers the thread's head. */
  reply_to: PostAuthor.nullable(),
  mentions: z.array(Mention),
  like_count: z.number().int(),
  is_like: z.boolean(),
  is_mine: z.boolean(),
  create_time: z.number().int(),
});
export type Comment = z.infer<typeof Comment>;

/** A top-level comment with its first replies and how many it has in all. */
export const CommentThread = Comment.extend({
  replies: z.array(Comment),
  reply_count: z.number().int(),
});
export type CommentThread = z.infer<typeof CommentThread>;

/**
 * Comments on a post, two levels deep: `parent_id` names the comment answered. A reply to a reply
 * joins its thread (the head comment) and names whom it answers. `mention_ids` are the users the
 * composer's @ picker inserted; each must appear as `@nickname` in the text.
 */
export const addComment = defineCall({
  path: '/api/qi_you/addComment',
  access: 'user',
  request: z.object({
    post_id: field.id('帖子编号'),
    content: z
      .string({ error: msg.commentEmpty })
      .trim()
      .min(1, msg.commentEmpty)
      .max(COMMENT_TEXT_MAX, msg.commentTooLong.replace('{max}', String(COMMENT_TEXT_MAX)))
      .refine(storable, msg.commentInvalid),
    parent_id: field.id('回复的评论').optional(),
    mention_ids: z
      .array(field.id('提到的用户'), { error: msg.mentionInvalid })
      .max(COMMENT_MENTIONS_MAX, msg.mentionTooMany.replace('{max}', String(COMMENT_MENTIONS_MAX)))
      .default([]),
  }),
  data: Comment,
});

/** A post's comment threads, oldest first (a conversation reads down), each with its first replies. */
export const commentList = defineCall({
  path: '/api/qi_you/commentList',
  access: 'public',
  request: z.object({ post_id: field.id('帖子编号'), ...pagingFields }),
  data: z.object({ list: z.array(CommentThread), total: z.number().int() }),
});

/** A thread's replies past the inline ones, oldest first. */
export const commentReplies = defineCall({
  path: '/api/qi_you/commentReplies',
  access: 'public',
  request: z.object({ comment_id: field.id('评论编号'), ...pagingFields }),
  data: z.object({ list: z.array(Comment), total: z.number().int() }),
});

/** Deletes one of the caller's comments (with a thread head, its replies leave with it). */
export const deleteComment = defineCall({
  path: '/api/qi_you/deleteComment',
  access: 'user',
  request: z.object({ id: field.id('评论编号') }),
  data: z.object({ id: z.number().int() }),
});
