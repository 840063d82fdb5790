import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  grantAdminHonour,
  listAdminHonours,
  revokeAdminHonour,
  showAdminMemberHonours,
  updateAdminHonour,
} from '@vce/contract/admin-honours';
import type { HonourKey } from '@vce/contract/community-members';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const honoursQuery = (call = () => adminCall(listAdminHonours, {})) =>
  queryOptions({ queryKey: queryKeys.admin.honours, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useConsoleHonours = () => useQuery(honoursQuery());

export const prefetchConsoleHonours = () =>
  queryClient.prefetchQuery(honoursQuery(() => api.call(listAdminHonours, {}, { silent: true })));

export type HonourInput = z.input<(typeof updateAdminHonour)['request']>;

/** Rewords an honour: the list it answers is shown; members' pages and the audit log are read again. */
export function useSaveHonour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HonourInput) => adminCall(updateAdminHonour, input),
    onSuccess: async (answer) => {
      await showAnswer(queryClient, queryKeys.admin.honours, answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.community.members });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}

/** A member's honours, once a user ID is asked for. */
export const useMemberHonours = (userId: number | null) =>
  useQuery({
    queryKey: queryKeys.admin.memberHonours(userId ?? 0),
    queryFn: () => adminCall(showAdminMemberHonours, { user_id: userId! }),
    enabled: userId !== null,
    retry: false,
  });

/** Grants or takes back a member's honour: the member's list it answers is shown, the counts read again. */
export function useChangeMemberHonour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ grant, ...input }: { grant: boolean; user_id: number; key: HonourKey }) =>
      adminCall(grant ? grantAdminHonour : revokeAdminHonour, input),
    onSuccess: async (answer) => {
      await showAnswer(queryClient, queryKeys.admin.memberHonours(answer.user.id), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.honours });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
