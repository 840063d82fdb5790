import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { asstPaths, type ChatHistory, historyPageSize } from '@vce/contract/assistant';
import type { z } from 'zod';
import { getToken } from '../../../shared/session';
import { asstGet } from './asst-get';
import { queryKeys } from '../../../shared/query-keys';

type ChatHistoryData = z.output<typeof ChatHistory>;

/** Past chats, 20 a page; a page with no records is the end (spec 001 §4). */
export const chatHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.assistant.historyOf(getToken()),
    queryFn: ({ pageParam, signal }) =>
      asstGet<ChatHistoryData>(
        asstPaths.chatHistory,
        { page: pageParam, per_page: historyPageSize, output_format: 'html' },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.list.length === 0 ? undefined : lastPageParam + 1),
  });

export const useChatHistory = () => useInfiniteQuery(chatHistoryQueryOptions());
