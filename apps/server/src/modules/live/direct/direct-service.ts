import type { DirectChat, DirectFrame, DirectMessage } from '@vce/contract/live-direct';
import type { FastifyInstance } from 'fastify';
import { refuseBannedWords } from '../../../platform/banned-words';
import { AppError } from '../../../platform/errors';
import { spendBudget } from '../../../platform/short-lived-store';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { findUserDisplays } from '../../account/account-service';
import { isTeacher } from '../rooms/room-store';
import {
  clearUnread,
  countUnreadOf,
  type DirectChatRow,
  type DirectMessageRow,
  findDirectChat,
  findOrCreateDirectChat,
  findServiceAgent,
  findServiceAgentNames,
  insertDirectMessage,
  listChatsAnsweredBy,
  listChatsBegunBy,
  listDirectMessages,
  listServiceAgentIds,
  takeDirectChat,
} from './direct-store';

/** A sender's budget across all their one-to-one chats: a conversation's pace, not a flood. */
const SEND_BUDGET = { count: 5, windowMs: 10_000 };
const SERVICE_DISPLAY = { nickname: '在线客服', avatar: '/images/service/button.svg' };

const greetingOf = (kind: 'teacher' | 'service', teacherName: string) =>
  kind === 'teacher'
    ? `您已向${teacherName}老师发起咨询，老师会在直播间隙尽快回复。老师的观点仅供学习交流，不构成投资建议。`
    : '您好，欢迎咨询vce期货在线客服。请描述您的问题，客服接入后会第一时间回复您。';

export const toDirectMessage = (row: DirectMessageRow): DirectMessage => ({
  chat_id: row.chatId,
  seq: row.seq,
  side: row.side as DirectMessage['side'],
  sender_id: row.senderId,
  content: row.content,
  image: row.image,
  time: unixSeconds(row.createdAt),
});

/** The caller's side of a chat: the trader who asked, or the teacher or agent who answers (or may take it). */
async function sideOf(app: FastifyInstance, chat: DirectChatRow | undefined, userId: number) {
  if (chat?.userId === userId) return 'user' as const;
  if (chat && (chat.teacherId === userId || chat.agentId === userId)) return 'agent' as const;
  if (chat?.kind === 'service' && chat.status === 'waiting' && (await findServiceAgent(app.db, userId)))
    return 'agent' as const;
  // Someone else's chat reads as no chat at all.
  throw AppError.reject('directChatUnknown');
}

async function findChatFor(app: FastifyInstance, chatId: number, userId: number) {
  const chat = await findDirectChat(app.db, chatId);
  return { chat: chat!, side: await sideOf(app, chat, userId) };
}

/** Chats as one side sees them, with the other side's name and picture. */
async function describeChats(app: FastifyInstance, chats: DirectChatRow[], role: 'user' | 'agent') {
  const counterpartIds = chats.map((chat) => (role === 'agent' ? chat.userId : (chat.teacherId ?? chat.agentId)));
  const ids = [...new Set(counterpartIds.filter((id): id is number => id !== null))];
  const [users, agentNames] = await Promise.all([
    findUserDisplays(app.db, ids),
    findServiceAgentNames(app.db, role === 'user' ? ids : []),
  ]);
  const displayOf = new Map(users.map((user) => [user.id, user]));
  return chats.map((chat, index): DirectChat => {
    const id = counterpartIds[index] ?? 0;
    const user = displayOf.get(id);
    const isServiceSide = role === 'user' && chat.kind === 'service';
    return {
      id: chat.id,
      kind: chat.kind as DirectChat['kind'],
      status: chat.status as DirectChat['status'],
      role,
      counterpart: isServiceSide
        ? { id, ...SERVICE_DISPLAY, nickname: agentNames.get(id) ?? SERVICE_DISPLAY.nickname }
        : { id, nickname: user?.nickname ?? '', avatar: user?.avatar ?? '' },
      last_message: chat.lastMessage,
      last_time: unixSeconds(chat.lastMessageAt),
      unread: role === 'user' ? chat.userUnread : chat.agentUnread,
    };
  });
}

const describeChat = async (app: FastifyInstance, chat: DirectChatRow, role: 'user' | 'agent') =>
  (await describeChats(app, [chat], role))[0]!;

/** Pushes a message to both sides' sockets; a waiting service chat's to every agent (any may take it). */
async function pushDirectMessage(app: FastifyInstance, chat: DirectChatRow, message: DirectMessage) {
  const answerers =
    chat.teacherId !== null
      ? [chat.teacherId]
      : chat.agentId !== null
        ? [chat.agentId]
        : await listServiceAgentIds(app.db);
  const frame: DirectFrame = { type: 'direct_message', message };
  await Promise.all([chat.userId, ...answerers].map((userId) => app.sockets.push({ userId }, frame)));
}

/** Begins the caller's chat with a teacher or with customer service (with its greeting), or answers the one begun. */
export async function openChatWith(
  app: FastifyInstance,
  input: { userId: number; kind: 'teacher' | 'service'; teacherId?: number },
) {
  const teacherId = input.kind === 'teacher' ? (input.teacherId ?? null) : null;
  if (input.kind === 'teacher') {
    if (teacherId === null) throw AppError.reject('directTeacherMissing');
    if (teacherId === input.userId) throw AppError.reject('directSelf');
    if (!(await isTeacher(app.db, teacherId))) throw AppError.reject('directTeacherUnknown');
  }
  const [teacher] = teacherId === null ? [] : await findUserDisplays(app.db, [teacherId]);
  const chat = await inTransaction(app.db, async (tx) => {
    const { chat, isNew } = await findOrCreateDirectChat(tx, { userId: input.userId, kind: input.kind, teacherId });
    if (!isNew) return chat;
    const greeting = greetingOf(input.kind, teacher?.nickname ?? '');
    return (await insertDirectMessage(tx, { chatId: chat.id, side: 'system', senderId: null, content: greeting })).chat;
  });
  return describeChat(app, chat, 'user');
}

/** The chats the caller began and, for a teacher or an agent, those they answer or may take. */
export async function listChatsOf(app: FastifyInstance, userId: number) {
  const [isServiceAgent, teaches] = await Promise.all([
    findServiceAgent(app.db, userId).then(Boolean),
    isTeacher(app.db, userId),
  ]);
  const isAgent = isServiceAgent || teaches;
  const [mine, answered, unread] = await Promise.all([
    listChatsBegunBy(app.db, userId),
    isAgent ? listChatsAnsweredBy(app.db, { userId, isServiceAgent }) : [],
    countUnreadOf(app.db, userId),
  ]);
  return {
    mine: await describeChats(app, mine, 'user'),
    inbox: await describeChats(app, answered, 'agent'),
    is_agent: isAgent,
    unread,
  };
}

export async function readChatMessages(
  app: FastifyInstance,
  input: { userId: number; chatId: number; beforeSeq?: number; limit: number },
) {
  await findChatFor(app, input.chatId, input.userId);
  const rows = await listDirectMessages(app.db, input.chatId, input.beforeSeq, input.limit + 1);
  return { list: rows.slice(0, input.limit).reverse().map(toDirectMessage), has_more: rows.length > input.limit };
}

/** Says something in a chat: the trader at any time, the answering side once it has taken the chat. */
export async function sendChatMessageTo(
  app: FastifyInstance,
  input: { userId: number; chatId: number; content: string; image: string },
) {
  const { chat, side } = await findChatFor(app, input.chatId, input.userId);
  if (!input.content && !input.image) throw AppError.reject('directEmpty');
  if (side === 'agent' && chat.agentId !== input.userId) throw AppError.reject('directNotAccepted');
  if (input.content) await refuseBannedWords(app.settings, input.content);
  if (!(await spendBudget(app.shortLived, `direct-chat:user:${input.userId}`, SEND_BUDGET)))
    throw AppError.reject('directTooFast');
  const { message: row } = await inTransaction(app.db, (tx) =>
    insertDirectMessage(tx, {
      chatId: chat.id,
      side,
      senderId: input.userId,
      content: input.content,
      image: input.image,
    }),
  );
  const message = toDirectMessage(row);
  await pushDirectMessage(app, chat, message);
  return message;
}

/**
 * The teacher, or an agent, takes a waiting chat: the trader is told by a notice and by a line in
 * the chat. Taking it again is a no-op; a service chat another agent took first is refused.
 */
export async function acceptChat(app: FastifyInstance, input: { userId: number; chatId: number }) {
  const { chat, side } = await findChatFor(app, input.chatId, input.userId);
  if (side !== 'agent') throw AppError.reject('directNotAgent');
  if (chat.agentId === input.userId) return describeChat(app, chat, 'agent');
  const agent = chat.kind === 'service' ? await findServiceAgent(app.db, input.userId) : undefined;
  const [teacher] = chat.kind === 'teacher' ? await findUserDisplays(app.db, [input.userId]) : [];
  const name = agent?.name ?? teacher?.nickname ?? '';
  const line = chat.kind === 'teacher' ? `${name}老师已接入，开始为您解答` : `客服${name}已接入，正在为您服务`;
  const taken = await inTransaction(app.db, async (tx) => {
    if (!(await takeDirectChat(tx, { chatId: chat.id, agentId: input.userId }))) throw AppError.reject('directTaken');
    await app.events.publish(tx, 'direct_chat.accepted', {
      chatId: chat.id,
      userId: chat.userId,
      kind: chat.kind as 'teacher' | 'service',
      agentName: name,
    });
    return insertDirectMessage(tx, { chatId: chat.id, side: 'system', senderId: null, content: line });
  });
  await pushDirectMessage(app, taken.chat, toDirectMessage(taken.message));
  return describeChat(app, taken.chat, 'agent');
}

/** The caller has read a chat to its end; answers their unread count left. */
export async function markChatRead(app: FastifyInstance, input: { userId: number; chatId: number }) {
  const { side } = await findChatFor(app, input.chatId, input.userId);
  await clearUnread(app.db, { chatId: input.chatId, side });
  return { unread: await countUnreadOf(app.db, input.userId) };
}
