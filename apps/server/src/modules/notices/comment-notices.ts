import type { NoticeMessage } from '@vce/contract/notices';
import type { FastifyInstance } from 'fastify';
import type { DomainEventMap } from '../../platform/domain-events';
import { findUserDisplays } from '../account/account-service';
import { sendNotice } from './notice-service';

type CommentCreated = DomainEventMap['comment.created'];

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
    });
  });
}
