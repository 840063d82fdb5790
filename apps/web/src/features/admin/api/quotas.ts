import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showAdminQuotas, updateAdminQuotas } from '@vce/contract/admin-quotas';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const quotasQuery = (call = () => adminCall(showAdminQuotas, {})) =>
  queryOptions({ queryKey: queryKeys.admin.quotas, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useQuotaRules = () => useQuery(quotasQuery());

export const prefetchQuotaRules = () =>
  queryClient.prefetchQuery(quotasQuery(() => api.call(showAdminQuotas, {}, { silent: true })));

export type QuotaRulesInput = z.input<(typeof updateAdminQuotas)['request']>;

/** Saves the rules: the answer is shown; the site's exchange popup and the audit log are read again. */
export function useSaveQuotaRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuotaRulesInput) => adminCall(updateAdminQuotas, input),
    onSuccess: async (answer) => {
      await showAnswer(queryClient, queryKeys.admin.quotas, answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.commerce.exchangeRule });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
