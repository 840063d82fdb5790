import { queryOptions, useQuery } from '@tanstack/react-query';
import { asstPaths, type ChatInfo } from '@vce/contract/assistant';
import { getToken } from '../../../shared/session';
import { asstGet } from './asst-get';
import { queryKeys } from '../../../shared/query-keys';

/** Per token: a login (which reloads the page anyway) or a logout never shows another caller's count. */
export const chatInitQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.assistant.chatInit(getToken()),
    queryFn: ({ signal }) => asstGet<ChatInfo>(asstPaths.chatInit, {}, { signal }),
  });

/** The panel's chat info: questions left, membership, the FAQ, feedback reasons, disclaimer, intro. */
export const useChatInit = () => useQuery(chatInitQueryOptions());
