import type { NoticeMessage } from '@vce/contract/notices';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { sqlStateOf } from '../../platform/database-errors';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { unixSeconds } from '../../platform/unix-time';
import { countUnread, findNoticeMessage, insertNotice, listNoticesOf, markNoticesRead } from './notice-store';

/**
 * Sends a notice to one user: stored with `notice.sent` in one transaction, then pushed to the user's
 * sockets on every process by the event's consumer (so a process that dies after the commit still has
 * it pushed, by the leader). Other areas notify through this, or by an event the notices area reads;
 * `db` sends it within a transaction already open (a consumer's).
 */
export async function sendNotice(input: {
  app: FastifyInstance;
  message: NoticeMessage;
  db?: Db;
  /** What it is about: deleted or hidden, the notice goes (notice-store.ts `deleteNoticesAbout`). */
  subjects?: string[];
  /** The page it is about, where the bell's entry leads. */
  link?: string;
}) {
  const { app, message } = input;
  return inTransaction(input.db ?? app.db, async (tx) => {
    const noticeId = await insertNotice(tx, message, { subjects: input.subjects, link: input.link }).catch(
      (error: unknown) => {
        // foreign_key_violation: a notice for a user who does not exist.
        throw sqlStateOf(error) === '23503' ? AppError.reject('noticeUserUnknown') : error;
      },
    );
    await app.events.publish(tx, 'notice.sent', { noticeId, userId: message.user_id });
    return noticeId;
  });
}

/** The same notice for each of `userIds` (a teacher's followers), in the transaction given. */
export async function sendNoticeToEach(input: {
  app: FastifyInstance;
  db: Db;
  userIds: Iterable<number>;
  message: Omit<NoticeMessage, 'user_id'>;
  link: string;
}) {
  for (const userId of input.userIds)
    await sendNotice({
      app: input.app,
      db: input.db,
      message: { ...input.message, user_id: userId },
      link: input.link,
    });
}

/** Pushes each sent notice to its user's sockets, wherever they are connected. */
export function pushSentNotices(app: FastifyInstance) {
  app.events.announced('notice.sent', 'notices.push', async ({ noticeId, userId }) => {
    const message = await findNoticeMessage(app.db, noticeId);
    if (message) await app.sockets.push({ userId }, message);
  });
}

/** How many of a user's notices they have not read yet. */
export const readUnreadCount = (app: FastifyInstance, userId: number) => countUnread(app.db, userId);

/** A page of the caller's notices, newest first, with the total and how many are unread. */
export async function readNoticeList(app: FastifyInstance, input: { userId: number; page: number; limit: number }) {
  const [page, unread] = await Promise.all([listNoticesOf(app.db, input), countUnread(app.db, input.userId)]);
  return {
    list: page.rows.map((row) => ({
      id: row.id,
      type: row.type as NoticeMessage['type'],
      message_type: row.messageType as NoticeMessage['message_type'],
      content: row.content.content,
      link: row.link,
      is_read: row.readAt !== null,
      time: unixSeconds(row.createdAt),
    })),
    total: page.total,
    unread,
  };
}

/** Marks one of the caller's notices read (another user's id changes nothing), or all of them; answers the unread left. */
export async function markNoticesReadFor(app: FastifyInstance, input: { userId: number; id?: number }) {
  await markNoticesRead(app.db, input);
  return { unread: await countUnread(app.db, input.userId) };
}
