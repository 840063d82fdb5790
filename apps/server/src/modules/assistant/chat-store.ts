import { and, desc, eq, isNull } from 'drizzle-orm';
import { assistantChats, assistantFaqSeries, assistantLessons } from '../../db/schema/assistant';
import type { Db } from '../../platform/db';

/** Who asks: a signed-in user, or a guest by the visitor id. */
export interface Asker {
  userId: number | null;
  visitor: string;
}

/** The rows an asker may see: a user's own, or a guest's visitor id's (never a signed-in user's). */
const ownedBy = (asker: Asker) =>
  asker.userId !== null
    ? eq(assistantChats.userId, asker.userId)
    : and(isNull(assistantChats.userId), eq(assistantChats.visitor, asker.visitor));

/** Records a question as its answer starts, so the stream carries its id; answers the id. */
export async function insertChat(
  db: Db,
  chat: Asker & { sessionId: string; prompt: string; cost: number; isMember: boolean; engine: string },
) {
  const [row] = await db.insert(assistantChats).values(chat).returning({ id: assistantChats.id });
  if (!row) throw new Error('the chat was not recorded');
  return row.id;
}

/** Records where an answer ended: finished (also when stopped) or failed (then it cost nothing). */
export async function finishChat(
  db: Db,
  input: { id: number; state: 'finished' | 'failed'; answer: string; thoughts: string; probeItems: string[] },
) {
  await db
    .update(assistantChats)
    .set({
      state: input.state,
      answer: input.answer,
      thoughts: input.thoughts,
      probeItems: input.probeItems,
      ...(input.state === 'failed' ? { cost: 0 } : {}),
      updatedAt: new Date(),
    })
    .where(eq(assistantChats.id, input.id));
}

/** The session's last finished turns, oldest first, for a follow-up question. */
export async function findSessionTurns(db: Db, input: Asker & { sessionId: string; limit: number }) {
  const rows = await db
    .select({ question: assistantChats.prompt, answer: assistantChats.answer })
    .from(assistantChats)
    .where(and(ownedBy(input), eq(assistantChats.sessionId, input.sessionId), eq(assistantChats.state, 'finished')))
    .orderBy(desc(assistantChats.id))
    .limit(input.limit);
  return rows.reverse();
}

export function findChatPage(db: Db, input: Asker & { page: number; perPage: number }) {
  return db
    .select()
    .from(assistantChats)
    .where(and(ownedBy(input), eq(assistantChats.state, 'finished')))
    .orderBy(desc(assistantChats.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
}

export async function findOwnChat(db: Db, input: Asker & { id: number }) {
  const [row] = await db
    .select()
    .from(assistantChats)
    .where(and(ownedBy(input), eq(assistantChats.id, input.id)));
  return row ?? null;
}

export async function saveFeedback(
  db: Db,
  input: { id: number; isLike: 0 | 1 | null; feedbackType: string | null; feedbackContent: string | null },
) {
  await db
    .update(assistantChats)
    .set({
      isLike: input.isLike,
      feedbackType: input.feedbackType,
      feedbackContent: input.feedbackContent,
      updatedAt: new Date(),
    })
    .where(eq(assistantChats.id, input.id));
}

export const listFaqSeries = (db: Db) =>
  db
    .select({ title: assistantFaqSeries.title, items: assistantFaqSeries.questions })
    .from(assistantFaqSeries)
    .orderBy(assistantFaqSeries.sort, assistantFaqSeries.id);

export const listLessons = (db: Db) =>
  db.select().from(assistantLessons).orderBy(assistantLessons.sort, assistantLessons.id);
