import {
  acceptDirectChat,
  directChatHistory,
  listDirectChats,
  openDirectChat,
  readDirectChat,
  sendDirectMessage,
} from '@vce/contract/live-direct';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import {
  acceptChat,
  listChatsOf,
  markChatRead,
  openChatWith,
  readChatMessages,
  sendChatMessageTo,
} from './direct-service';

/** One-to-one chats with a teacher or customer service, from both sides. */
export function directChatRoutes(app: FastifyInstance) {
  registerCall(app, openDirectChat, ({ body, userId }) =>
    openChatWith(app, { userId, kind: body.kind, teacherId: body.teacher_id }),
  );
  registerCall(app, listDirectChats, ({ userId }) => listChatsOf(app, userId));
  registerCall(app, directChatHistory, ({ body, userId }) =>
    readChatMessages(app, { userId, chatId: body.chat_id, beforeSeq: body.before_seq, limit: body.limit }),
  );
  registerCall(app, sendDirectMessage, ({ body, userId }) =>
    sendChatMessageTo(app, { userId, chatId: body.chat_id, content: body.content, image: body.image }),
  );
  registerCall(app, acceptDirectChat, ({ body, userId }) => acceptChat(app, { userId, chatId: body.chat_id }));
  registerCall(app, readDirectChat, ({ body, userId }) => markChatRead(app, { userId, chatId: body.chat_id }));
}
