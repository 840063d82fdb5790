import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptDirectChat,
  directChatHistory,
  listDirectChats,
  openDirectChat,
  readDirectChat,
  sendDirectMessage,
} from '@vce/contract/live-direct';
import { useCallback } from 'react';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** How many messages a chat shows at first and per 查看更早的消息. */
export const DIRECT_PAGE = 30;

export const useDirectChats = () =>
  useQuery({ queryKey: queryKeys.live.directChats, queryFn: () => api.call(listDirectChats, {}) });

export const useLatestDirectMessages = (chatId: number) =>
  useQuery({
    queryKey: queryKeys.live.directMessages(chatId),
    queryFn: () => api.call(directChatHistory, { chat_id: chatId, limit: DIRECT_PAGE }),
    retry: false,
  });

export const fetchOlderDirectMessages = (chatId: number, beforeSeq: number) =>
  api.call(directChatHistory, { chat_id: chatId, before_seq: beforeSeq, limit: DIRECT_PAGE });

/** The chats' list is read again after anything that changes it (a message, a take, a read). */
export function useRefreshDirectChats() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.live.directChats }), [queryClient]);
}

export const beginDirectChat = (input: { kind: 'teacher'; teacher_id: number } | { kind: 'service' }) =>
  api.call(openDirectChat, input);
export const sendDirect = (input: { chat_id: number; content: string; image: string }) =>
  api.call(sendDirectMessage, input);
export const acceptDirect = (chatId: number) => api.call(acceptDirectChat, { chat_id: chatId });
export const markDirectRead = (chatId: number) => api.call(readDirectChat, { chat_id: chatId }, { silent: true });
