import type { NoticeMessage } from '@vce/contract/notices';
import { and, arrayOverlaps, count, desc, eq, isNull } from 'drizzle-orm';
import { notices } from '../../db/schema/notices';
import type { Db } from '../../platform/db';

/** Stores a notice for its user, with what it is about; answers its id. */
export async function insertNotice(tx: Db, message: NoticeMessage, about: { subjects?: string[]; link?: string } = {}) {
  const [row] = await tx
    .insert(notices)
    .values({
      userId: message.user_id,
      type: message.type,
      messageType: message.message_type,
      content: message.content,
      subjects: about.subjects ?? [],
      link: about.link ?? '',
    })
    .returning({ id: notices.id });
  return row!.id;
}

/** A stored notice as the socket sends it; undefined once its user is gone. */
export async function findNoticeMessage(db: Db, id: number): Promise<NoticeMessage | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return (
    row && {
      type: row.type as NoticeMessage['type'],
      user_id: row.userId,
      message_type: row.messageType as NoticeMessage['message_type'],
      content: row.content,
      ...(row.link ? { link: row.link } : {}),
    }
  );
}

export async function countUnread(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

/** Deletes every notice about any of `subjects` (their subject was deleted or hidden). */
export async function deleteNoticesAbout(tx: Db, subjects: string[]) {
  if (subjects.length > 0) await tx.delete(notices).where(arrayOverlaps(notices.subjects, subjects));
}

/** A page of a user's notices, newest first, and how many they have. */
export async function listNoticesOf(db: Db, input: { userId: number; page: number; limit: number }) {
  const mine = eq(notices.userId, input.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(mine)
      .orderBy(desc(notices.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(notices).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks a user's notice (or all their unread ones) read; only theirs. */
export async function markNoticesRead(db: Db, input: { userId: number; id?: number }) {
  await db
    .update(notices)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notices.userId, input.userId),
        isNull(notices.readAt),
        input.id === undefined ? undefined : eq(notices.id, input.id),
      ),
    );
}
