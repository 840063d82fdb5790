import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listAdminReconciliations,
  runAdminReconciliation,
  showAdminReconciliation,
} from '@vce/contract/admin-reconciliation';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS } from './admin';

export type ReconciliationsFilter = z.output<(typeof listAdminReconciliations)['request']>;

export const firstReconciliationsFilter: ReconciliationsFilter = { page: 1, limit: 20 };

const reconciliationsQuery = (
  filter: ReconciliationsFilter,
  call = () => adminCall(listAdminReconciliations, filter),
) =>
  queryOptions({ queryKey: queryKeys.admin.reconciliations(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useReconciliations = (filter: ReconciliationsFilter) =>
  useQuery({ ...reconciliationsQuery(filter), placeholderData: keepPreviousData });

export const prefetchReconciliations = () =>
  queryClient.prefetchQuery(
    reconciliationsQuery(firstReconciliationsFilter, () =>
      api.call(listAdminReconciliations, firstReconciliationsFilter, { silent: true }),
    ),
  );

/** A reconciled day with its differences, read when its row is opened. */
export const useReconciliation = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.reconciliation(id),
    queryFn: () => adminCall(showAdminReconciliation, { id }),
    retry: false,
    staleTime: FRESH_MS,
  });

/** Runs a day again: the days' list, that day's differences and the audit log are read again. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<(typeof runAdminReconciliation)['request']>) =>
      adminCall(runAdminReconciliation, input),
    onSuccess: (outcome) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reconciliationPages });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reconciliation(outcome.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
