import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liftAdminMute, listAdminMutes, muteAdminUser } from '@vce/contract/admin-mutes';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS } from './admin';

export type MutesFilter = z.output<(typeof listAdminMutes)['request']>;
export const firstMutesFilter: MutesFilter = { page: 1, limit: 20 };

const mutesQuery = (filter: MutesFilter, call = () => adminCall(listAdminMutes, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.mutes(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useMutes = (filter: MutesFilter) => useQuery({ ...mutesQuery(filter), placeholderData: keepPreviousData });

export const prefetchMutes = () =>
  queryClient.prefetchQuery(
    mutesQuery(firstMutesFilter, () => api.call(listAdminMutes, firstMutesFilter, { silent: true })),
  );

/** Mutes a user or lifts a mute: the list and the audit log are read again. */
export function useChangeMutes() {
  const queryClient = useQueryClient();
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.mutePages });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
  };
  return {
    mute: useMutation({
      mutationFn: (input: z.input<(typeof muteAdminUser)['request']>) => adminCall(muteAdminUser, input),
      onSuccess: changed,
    }),
    lift: useMutation({
      mutationFn: (userId: number) => adminCall(liftAdminMute, { user_id: userId }),
      onSuccess: changed,
    }),
  };
}
