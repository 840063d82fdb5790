import { and, desc, eq, inArray, lt, or, sql, sum } from 'drizzle-orm';
import { directChatMessages, directChats, serviceAgents } from '../../../db/schema/live-direct';
import type { Db } from '../../../platform/db';

export type DirectChatRow = typeof directChats.$inferSelect;
export type DirectMessageRow = typeof directChatMessages.$inferSelect;
type Side = 'user' | 'agent' | 'system';

/** How many chats a list shows: a trader has a handful; an agent's inbox beyond this is the console's. */
const LIST_MAX = 50;

export async function findDirectChat(db: Db, chatId: number) {
  const [row] = await db.select().from(directChats).where(eq(directChats.id, chatId));
  return row;
}

/** The trader's chat with this counterpart, begun now if there is none (the unique index keeps it one). */
export async function findOrCreateDirectChat(
  tx: Db,
  input: { userId: number; kind: 'teacher' | 'service'; teacherId: number | null },
) {
  const same = and(
    eq(directChats.userId, input.userId),
    eq(directChats.kind, input.kind),
    input.teacherId === null ? undefined : eq(directChats.teacherId, input.teacherId),
  );
  const [existing] = await tx.select().from(directChats).where(same);
  if (existing) return { chat: existing, isNew: false };
  const [created] = await tx.insert(directChats).values(input).onConflictDoNothing().returning();
  if (created) return { chat: created, isNew: true };
  // Begun by a second tab at the same instant: the other insert won.
  const [raced] = await tx.select().from(directChats).where(same);
  return { chat: raced!, isNew: false };
}

/**
 * Stores a message under the chat's next number and counts it unread for the other side; answers
 * it and the chat after it. Taking the number locks the chat's row until the transaction ends, so
 * messages are numbered as they commit.
 */
export async function insertDirectMessage(
  tx: Db,
  input: { chatId: number; side: Side; senderId: number | null; content: string; image?: string },
) {
  // The greeting is nobody's to read.
  const unread =
    input.side === 'user'
      ? { agentUnread: sql`${directChats.agentUnread} + 1` }
      : input.side === 'agent'
        ? { userUnread: sql`${directChats.userUnread} + 1` }
        : {};
  const [chat] = await tx
    .update(directChats)
    .set({
      lastSeq: sql`${directChats.lastSeq} + 1`,
      lastMessage: input.content || '[图片]',
      lastMessageAt: sql`now()`,
      ...unread,
    })
    .where(eq(directChats.id, input.chatId))
    .returning();
  const [message] = await tx
    .insert(directChatMessages)
    .values({
      chatId: input.chatId,
      seq: chat!.lastSeq,
      side: input.side,
      senderId: input.senderId,
      content: input.content,
      image: input.image ?? '',
    })
    .returning();
  return { message: message!, chat: chat! };
}

/** A chat's messages before `beforeSeq` (the latest when not given), newest first, at most `limit`. */
export const listDirectMessages = (db: Db, chatId: number, beforeSeq: number | undefined, limit: number) =>
  db
    .select()
    .from(directChatMessages)
    .where(
      and(
        eq(directChatMessages.chatId, chatId),
        beforeSeq === undefined ? undefined : lt(directChatMessages.seq, beforeSeq),
      ),
    )
    .orderBy(desc(directChatMessages.seq))
    .limit(limit);

/** The chats a trader began, newest first. */
export const listChatsBegunBy = (db: Db, userId: number) =>
  db
    .select()
    .from(directChats)
    .where(eq(directChats.userId, userId))
    .orderBy(desc(directChats.lastMessageAt))
    .limit(LIST_MAX);

/** The chats an agent answers or may take: those asked of them as a teacher, a service agent's own and the waiting. */
export const listChatsAnsweredBy = (db: Db, input: { userId: number; isServiceAgent: boolean }) =>
  db
    .select()
    .from(directChats)
    .where(
      or(
        eq(directChats.teacherId, input.userId),
        input.isServiceAgent
          ? and(
              eq(directChats.kind, 'service'),
              or(eq(directChats.status, 'waiting'), eq(directChats.agentId, input.userId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(directChats.lastMessageAt))
    .limit(LIST_MAX);

/** A waiting chat becomes the agent's; false when someone else took it first. */
export async function takeDirectChat(db: Db, input: { chatId: number; agentId: number }) {
  const taken = await db
    .update(directChats)
    .set({ status: 'open', agentId: input.agentId })
    .where(and(eq(directChats.id, input.chatId), eq(directChats.status, 'waiting')))
    .returning({ id: directChats.id });
  return taken.length > 0;
}

export async function clearUnread(db: Db, input: { chatId: number; side: 'user' | 'agent' }) {
  await db
    .update(directChats)
    .set(input.side === 'user' ? { userUnread: 0 } : { agentUnread: 0 })
    .where(eq(directChats.id, input.chatId));
}

/**
 * A user's unread messages: in the chats they began, and in those they answer (as the teacher asked,
 * or the agent who took it).
 */
export async function countUnreadOf(db: Db, userId: number) {
  const [asked] = await db
    .select({ n: sum(directChats.userUnread) })
    .from(directChats)
    .where(eq(directChats.userId, userId));
  const [answered] = await db
    .select({ n: sum(directChats.agentUnread) })
    .from(directChats)
    .where(or(eq(directChats.teacherId, userId), eq(directChats.agentId, userId)));
  return Number(asked?.n ?? 0) + Number(answered?.n ?? 0);
}

export async function findServiceAgent(db: Db, userId: number) {
  const [row] = await db.select().from(serviceAgents).where(eq(serviceAgents.userId, userId));
  return row;
}

export async function listServiceAgentIds(db: Db) {
  const rows = await db.select({ userId: serviceAgents.userId }).from(serviceAgents);
  return rows.map((row) => row.userId);
}

export async function findServiceAgentNames(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string>();
  const rows = await db.select().from(serviceAgents).where(inArray(serviceAgents.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.name]));
}

/** Makes a user a customer-service agent under a name (or renames one). */
export async function setServiceAgent(db: Db, agent: { userId: number; name: string }) {
  await db
    .insert(serviceAgents)
    .values(agent)
    .onConflictDoUpdate({ target: serviceAgents.userId, set: { name: agent.name } });
}
