import type { OrderKind } from '@vce/contract/commerce-payment';
import type { SearchTag } from '@vce/contract/commerce-quota';
import type { QuestionUse } from './commerce/quota/quota-service';

/**
 * What the areas announce, by name, with the payload subscribers receive: the one map both sides of
 * an event import (docs/architecture.md "Domain events"). An area publishes inside the transaction
 * of its write (`app.events.publish(tx, name, payload)`); another subscribes with `app.events.within`
 * (in that transaction) or `app.events.committed` (after its commit, through the outbox). Payloads
 * are JSON: ids and plain values, never rows.
 */
declare module '../platform/domain-events' {
  interface DomainEventMap {
    /** A room went on air as its schedule says (live). Notices: its teachers' followers are told (`live_started`). */
    'room.went_live': { roomId: number; roomType: number; roomName: string; nowPlaying: string; teacherIds: number[] };
    /** A teacher or a service agent took a trader's one-to-one chat (live). Notices: the trader is told. */
    'direct_chat.accepted': { chatId: number; userId: number; kind: 'teacher' | 'service'; agentName: string };
    /** A teacher posted to the circle (live). Notices: the teacher's followers are told (`circle_policy`). */
    'circle.posted': { postId: number; userId: number; kind: 'note' | 'trade'; excerpt: string };
    /** A post was published in 期友社区 (community). Tasks: 期友社区发帖; search: it is indexed, with its topics. */
    'post.created': { postId: number; userId: number; topicIds: number[] };
    /** Its author edited a post (community). Search: it is indexed again, with the topics it names. */
    'post.edited': { postId: number; userId: number; topicIds: number[] };
    /**
     * An editor changed a course in the console: its fields, publishing, or its lessons (`lessonIds`:
     * those it has and those just removed) (learning). Search: the course and lessons are indexed again
     * (dropped while it is a draft).
     */
    'course.changed': { courseId: number; lessonIds: number[] };
    /** Strategy notes were written, corrected or deleted (learning). Search: they are indexed again, or dropped. */
    'strategy.written': { noteIds: number[] };
    /** An editor published, corrected or took down a research report in the console (learning). Search: it is indexed again or dropped. */
    'report.changed': { reportId: number };
    /** An indicator's shelf or formula changed in the console (commerce). Search: indexed again, or dropped when off sale. */
    'indicator.changed': { indicatorId: number };
    /**
     * A comment was written on a post (community). Notices: the post's author, the answered comment's
     * author and the @named are told (each once, never the writer).
     */
    'comment.created': {
      commentId: number;
      postId: number;
      postTitle: string;
      postAuthorId: number;
      userId: number;
      answeredUserId: number | null;
      mentionIds: number[];
      excerpt: string;
    };
    /**
     * An asker accepted an answer and its bounty was paid (community). Community: 优质答主; notices:
     * the answerer is told.
     */
    'answer.accepted': { postId: number; postTitle: string; commentId: number; answererId: number; bounty: number };
    /**
     * A post (`commentIds` empty) or comments on it (a thread with its replies) were deleted by their
     * author or hidden by readers' reports or a moderator (community). Notices: those about it go, and
     * a hidden one's author is told; the search index drops it.
     */
    'community.removed': {
      postId: number;
      commentIds: number[];
      authorId: number;
      by: 'author' | 'reports' | 'moderator';
      /** The post's title or the comment's start, for the author's notice. */
      excerpt: string;
    };
    /**
     * A moderator decided on a post or comments that were hidden (community): kept hidden, or shown
     * again (`restored`: a thread with the replies hidden with it). Notices: its author is told the
     * outcome; search indexes a restored post again.
     */
    'community.reviewed': {
      postId: number;
      commentIds: number[];
      authorId: number;
      excerpt: string;
      outcome: 'hidden' | 'restored';
    };
    /**
     * A moderator decided the reports waiting on a post or comment (community): upheld (it is hidden)
     * or dismissed (it stays). Notices: each reader whose report waited is told the outcome, once.
     */
    'community.reports_decided': {
      postId: number;
      type: 'post' | 'comment';
      reporterIds: number[];
      excerpt: string;
      outcome: 'upheld' | 'dismissed';
    };
    /** A post or comment got a new like (community). Community: its author's 百赞 honour. */
    'like.added': { userId: number; authorId: number; type: 'post' | 'comment'; id: number };
    /** A user began following another (account). Community: the followed's 人气期友 honour. */
    'user.followed': { followerId: number; followeeId: number };
    /** A user signed in for the day, `streak` days running (commerce/sign-in). Community: 连续签到. */
    'signin.done': { userId: number; streak: number };
    /** The assistant finished answering a signed-in user's question (assistant). Tasks: 问AI助手. */
    'assistant.answered': { chatId: number; userId: number };
    /** An answer failed after its question was taken (assistant). Quota: the question is given back. */
    'assistant.failed': { chatId: number; questionUse: QuestionUse | null };
    /** A signed-in user used one of the free or bought searches of a kind (commerce/quota). Tasks: 查看BBAS品种分析. */
    'quota.search_used': { userId: number; tag: SearchTag; symbol: string };
    /** A V券 or V粒 balance changed (commerce). Account: every process drops its copy of the user. */
    'wallet.changed': { userId: number };
    /** A membership was bought, extended or given (commerce/vip). Account: as `wallet.changed`. */
    'membership.changed': { userId: number };
    /** An order was paid and its goods granted, by any path (commerce/payment). Account: as `wallet.changed`. */
    'order.paid': { orderId: number; orderNo: string; userId: number; kind: OrderKind; itemId: number };
    /** A paid order was refunded and its goods taken back (commerce/payment, by finance). Account: as `wallet.changed`. */
    'order.refunded': { orderId: number; orderNo: string; userId: number; kind: OrderKind; itemId: number };
    /**
     * The operators gave a batch of coupons (commerce/coupons): `userIds` those who got one now (not
     * those the batch had already reached). Notices: each is told, once.
     */
    'coupons.granted': { userIds: number[]; couponName: string; expiresAt: string };
    /** A notice was stored for a user (notices). Notices: pushed to the user's sockets on every process. */
    'notice.sent': { noticeId: number; userId: number };
  }
}

export {};
