import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAdminAvatars, updateAdminAvatars } from '@vce/contract/admin-avatars';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const avatarsQuery = (call = () => adminCall(listAdminAvatars, {})) =>
  queryOptions({ queryKey: queryKeys.admin.avatars, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useConsoleAvatars = () => useQuery(avatarsQuery());

export const prefetchConsoleAvatars = () =>
  queryClient.prefetchQuery(avatarsQuery(() => api.call(listAdminAvatars, {}, { silent: true })));

/** Saves the choices: the list it answers is shown; the audit log is read again. */
export function useSaveAvatars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: string[]) => adminCall(updateAdminAvatars, { list }),
    onSuccess: async (answer) => {
      await showAnswer(queryClient, queryKeys.admin.avatars, answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.avatarLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
