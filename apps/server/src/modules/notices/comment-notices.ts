import type { NoticeMessage } from '@vce/contract/notices';
import { paths } from '@vce/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import type { DomainEventMap } from '../../platform/domain-events';
import { findUserDisplays } from '../account/account-service';
import { sendNotice, sendNoticeToEach } from './notice-service';
import { deleteNoticesAbout } from './notice-store';

type CommentCreated = DomainEventMap['comment.created'];

const postSubject = (postId: number) => `community_post:${postId}`;
const commentSubject = (commentId: number) => `community_comment:${commentId}`;
/** A notice about a comment is about its post too: it goes with either. */
const commentNoticeSubjects = (postId: number, commentId: number) => [postSubject(postId), commentSubject(commentId)];

/** How an author's post or comment is named in a notice to them. */
const namedFor = (event: { commentIds: number[]; excerpt: string }) =>
  event.commentIds.length === 0 ? `帖子《${event.excerpt}》` : `评论「${event.excerpt}」`;

/** Tells the author of hidden or reviewed content what became of it. */
const tellAuthor = (app: FastifyInstance, tx: Db, authorId: number, content: string) =>
  sendNotice({
    app,
    db: tx,
    message: { type: 'community_hidden', user_id: authorId, message_type: 'case', content: { content } },
  });

/**
 * Notices about community content go with it: a deleted or hidden post takes every notice about it
 * and its comments, a comment those about it. The author of what readers' reports or a moderator
 * hid is told, and told again what a moderator decided on it.
 */
export function forgetRemovedContent(app: FastifyInstance) {
  app.events.committed('community.removed', 'notices.community-removed', async (event, tx) => {
    const isPost = event.commentIds.length === 0;
    await deleteNoticesAbout(tx, isPost ? [postSubject(event.postId)] : event.commentIds.map(commentSubject));
    if (event.by === 'reports')
      await tellAuthor(
        app,
        tx,
        event.authorId,
        `你的${namedFor(event)}因多位期友举报已暂时隐藏，管理员审核后会告知结果。`,
      );
    if (event.by === 'moderator')
      await tellAuthor(app, tx, event.authorId, `你的${namedFor(event)}经管理员审核违反社区规范，已被隐藏。`);
  });
  app.events.committed('community.reviewed', 'notices.community-reviewed', async (event, tx) => {
    await tellAuthor(
      app,
      tx,
      event.authorId,
      event.outcome === 'restored'
        ? `你的${namedFor(event)}经管理员审核未违反社区规范，已恢复显示。`
        : `你的${namedFor(event)}经管理员审核违反社区规范，将保持隐藏。`,
    );
  });
}

/**
 * Tells the readers whose reports waited what a moderator decided (Discourse tells its flaggers the
 * same): hidden, or looked at and kept. Sent in the consumer's transaction, so a retry sends nothing twice.
 */
export function tellReporters(app: FastifyInstance) {
  app.events.committed('community.reports_decided', 'notices.reports-decided', async (event, tx) => {
    const named = event.type === 'post' ? `帖子《${event.excerpt}》` : `评论「${event.excerpt}」`;
    const content =
      event.outcome === 'upheld'
        ? `你举报的${named}经管理员审核违反社区规范，已被隐藏。感谢你帮助维护社区秩序。`
        : `你举报的${named}经管理员审核未发现违规，将继续显示。感谢你的反馈。`;
    await sendNoticeToEach({
      app,
      db: tx,
      userIds: event.reporterIds,
      message: { type: 'community_report_result', message_type: 'case', content: { content } },
      // A kept post is where the reader left it; a hidden one is gone, so the community's home.
      link: event.outcome === 'dismissed' ? paths.communityPost(event.postId) : '/qiyouCommunityV2/home',
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
