import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * One-to-one chats: a trader with a teacher (`teacherId`) or with customer service. One per trader
 * and counterpart, kept for good: asking again continues it. `waiting` until the teacher or an agent
 * takes it (`agentId`, `chat_teacher_accept` / `chat_service_accept`), then `open`.
 */
export const directChats = pgTable(
  'direct_chats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('waiting'),
    /** The last message's number: the next takes it plus one, under this row's lock. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** Messages each side has not read yet: the other side's send adds one, reading clears it. */
    userUnread: integer('user_unread').notNull().default(0),
    agentUnread: integer('agent_unread').notNull().default(0),
    /** The last message's start, for the list (a picture: [图片]). */
    lastMessage: text('last_message').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('direct_chats_teacher_pair')
      .on(t.userId, t.teacherId)
      .where(sql`${t.kind} = 'teacher'`),
    uniqueIndex('direct_chats_service_one')
      .on(t.userId)
      .where(sql`${t.kind} = 'service'`),
    index('direct_chats_teacher_inbox').on(t.teacherId, t.lastMessageAt),
    index('direct_chats_service_inbox').on(t.kind, t.status, t.lastMessageAt),
    check('direct_chats_kind', sql`${t.kind} in ('teacher', 'service')`),
    check('direct_chats_status', sql`${t.status} in ('waiting', 'open')`),
    check('direct_chats_teacher', sql`(${t.kind} = 'teacher') = (${t.teacherId} is not null)`),
  ],
);

/** A one-to-one chat's messages, numbered per chat; `side` says who spoke (`system`: the greeting). */
export const directChatMessages = pgTable(
  'direct_chat_messages',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => directChats.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    side: text('side').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    image: text('image').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.seq] }),
    check('direct_chat_messages_side', sql`${t.side} in ('user', 'agent', 'system')`),
  ],
);

/** Customer-service agents: who may take a service chat, and the name the trader sees. */
export const serviceAgents = pgTable('service_agents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});
