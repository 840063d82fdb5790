import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asstPaths, type ChatFeedback } from '@vce/contract/assistant';
import type { z } from 'zod';
import { asstGet } from './asst-get';
import { queryKeys } from '../../../shared/query-keys';

export interface ChatFeedbackInput {
  chatId: number;
  /** 1 like, 0 dislike (with a reason and text), 2 clear. */
  isLike: 0 | 1 | 2;
  feedbackType?: string;
  feedbackContent?: string;
}

export const sendChatFeedback = (input: ChatFeedbackInput) =>
  asstGet<z.output<typeof ChatFeedback>>(asstPaths.chatFeedback, {
    chat_id: input.chatId,
    is_like: input.isLike,
    feedback_type: input.feedbackType ?? '',
    feedback_content: input.feedbackContent ?? '',
  });

/** Likes, dislikes or clears one's own finished answer; the history holds the answers' states. */
export function useChatFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assistant.history }),
  });
}
