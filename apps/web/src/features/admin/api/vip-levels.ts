import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAdminVipLevels, updateAdminVipLevel } from '@vce/contract/admin-vip-levels';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const levelsQuery = (call = () => adminCall(listAdminVipLevels, {})) =>
  queryOptions({ queryKey: queryKeys.admin.vipLevels, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useVipLevels = () => useQuery(levelsQuery());

export const prefetchVipLevels = () =>
  queryClient.prefetchQuery(levelsQuery(() => api.call(listAdminVipLevels, {}, { silent: true })));

export type VipLevelInput = z.input<(typeof updateAdminVipLevel)['request']>;

/** Saves a package: the list it answers is shown; /vipV2's packages and the audit log are read again. */
export function useSaveVipLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VipLevelInput) => adminCall(updateAdminVipLevel, input),
    onSuccess: async (answer) => {
      await showAnswer(queryClient, queryKeys.admin.vipLevels, answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.commerce.superVip });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
