import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showAdminSignIn, updateAdminPrize, updateAdminSignInRewards } from '@vce/contract/admin-sign-in';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const signInQuery = (call = () => adminCall(showAdminSignIn, {})) =>
  queryOptions({ queryKey: queryKeys.admin.signIn, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useSignInSettings = () => useQuery(signInQuery());

export const prefetchSignIn = () =>
  queryClient.prefetchQuery(signInQuery(() => api.call(showAdminSignIn, {}, { silent: true })));

export type PrizeInput = z.input<(typeof updateAdminPrize)['request']>;

/**
 * Saves the reward table or a prize: each answers the whole, which the page shows; a refused prize
 * (its stock drawn from meanwhile) shows the prizes as they now stand.
 */
export function useChangeSignIn() {
  const queryClient = useQueryClient();
  const answered = async (data: z.output<(typeof showAdminSignIn)['data']>) => {
    await showAnswer(queryClient, queryKeys.admin.signIn, data);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
  };
  return {
    rewards: useMutation({
      mutationFn: (rewards: number[]) => adminCall(updateAdminSignInRewards, { rewards }),
      onSuccess: answered,
    }),
    prize: useMutation({
      mutationFn: (input: PrizeInput) => adminCall(updateAdminPrize, input),
      onSuccess: answered,
      onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.signIn }),
    }),
  };
}
