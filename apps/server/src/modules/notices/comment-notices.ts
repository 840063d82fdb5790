import type { NoticeMessage } from '@vce/contract/notices';
import { paths } from '@vce/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { DomainEventMap } from '../../platform/domain-events';
import { findUserDisplays } from '../account/account-service';
import { sendNotice } from './notice-service';
import { deleteNoticesAbout } from './notice-store';

type CommentCreated = DomainEventMap['comment.created'];

const postSubject = (postId: number) => `community_post:${postId}`;
const commentSubject = (commentId: number) => `community_comment:${commentId}`;
/** A notice about a comment is about its post too: it goes with either. */
const commentNoticeSubjects = (postId: number, commentId: number) => [postSubject(postId), commentSubject(commentId)];

/**
 * Notices about community content go with it: a deleted or hidden post takes every notice about it
 * and its comments, a comment those about it. The author of what readers' reports hid is told.
 */
export function forgetRemovedContent(app: FastifyInstance) {
  app.events.committed('community.removed', 'notices.community-removed', async (event, tx) => {
    const isPost = event.commentIds.length === 0;
    await deleteNoticesAbout(tx, isPost ? [postSubject(event.postId)] : event.commentIds.map(commentSubject));
    if (event.by !== 'reports') return;
    const what = isPost ? `帖子《${event.excerpt}》` : `评论「${event.excerpt}」`;
    await sendNotice({
      app,
      db: tx,
      message: {
        type: 'community_hidden',
        user_id: event.authorId,
        message_type: 'case',
        content: { content: `你的${what}因多位期友举报已暂时隐藏，管理员审核后会告知结果。` },
      },
    });
  });
}

/** Who hears of a comment, each once: the @named, then whom it answers, then the post's author; never its writer. */
export function commentReaders(event: CommentCreated) {
  const readers = new Map<number, 'community_mention' | 'community_reply'>();
  for (const id of event.mentionIds) readers.set(id, 'community_mention');
  for (const id of [event.answeredUserId, event.postAuthorId])
    if (id !== null && !readers.has(id)) readers.set(id, 'community_reply');
  readers.delete(event.userId);
  return readers;
}

function noticeText(type: NoticeMessage['type'], event: CommentCreated, writer: string, readerId: number) {
  const title = `《${event.postTitle}》`;
  if (type === 'community_mention') return `「${writer}」在${title}的评论中提到了你：${event.excerpt}`;
  if (readerId === event.answeredUserId) return `「${writer}」回复了你在${title}下的评论：${event.excerpt}`;
  return `「${writer}」评论了你的帖子${title}：${event.excerpt}`;
}

/** Tells the readers of each new comment, once, in the consumer's transaction (so a retry sends nothing twice). */
export function tellCommentReaders(app: FastifyInstance) {
  app.events.committed('comment.created', 'notices.comment', async (event, tx) => {
    const readers = commentReaders(event);
    if (readers.size === 0) return;
    const [writer] = await findUserDisplays(tx, [event.userId]);
    for (const [readerId, type] of readers)
      await sendNotice({
        app,
        db: tx,
        message: {
          type,
          user_id: readerId,
          message_type: 'case',
          content: { content: noticeText(type, event, writer?.nickname ?? '期友', readerId) },
        },
        subjects: commentNoticeSubjects(event.postId, event.commentId),
        link: paths.communityPost(event.postId),
      });
  });
}

/** Tells an answerer their answer was accepted (and the bounty paid), once. */
export function tellAcceptedAnswerers(app: FastifyInstance) {
  app.events.committed('answer.accepted', 'notices.answer-accepted', async (event, tx) => {
    const paid = event.bounty > 0 ? `，获得悬赏${event.bounty}V粒` : '';
    await sendNotice({
      app,
      db: tx,
      message: {
        type: 'community_accept',
        user_id: event.answererId,
        message_type: 'case',
        content: { content: `你在《${event.postTitle}》的回答被提问者采纳${paid}。` },
      },
      subjects: commentNoticeSubjects(event.postId, event.commentId),
      link: paths.communityPost(event.postId),
    });
  });
}
