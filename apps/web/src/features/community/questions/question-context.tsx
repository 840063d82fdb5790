import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptAnswer, type Question } from '@vce/contract/community-questions';
import { createContext, type ReactNode, use } from 'react';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

interface QuestionState {
  question: Question;
  /** The reader asked it and it is still open: they may accept an answer. */
  canAccept: boolean;
  accept(commentId: number): Promise<unknown>;
}

const QuestionContext = createContext<QuestionState | null>(null);

/** The question a post asks, for its comments (answers): which is accepted, and 采纳 for the asker. */
export function QuestionProvider({
  postId,
  question,
  isAsker,
  children,
}: {
  postId: number;
  question: Question | null;
  isAsker: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: (commentId: number) => api.call(acceptAnswer, { comment_id: commentId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.community.post(postId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.community.comments(postId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.userIndex }),
      ]),
  });
  const state = question && {
    question,
    canAccept: isAsker && !question.solved && !question.refunded,
    accept: accept.mutateAsync,
  };
  return <QuestionContext value={state}>{children}</QuestionContext>;
}

export const useQuestion = () => use(QuestionContext);
