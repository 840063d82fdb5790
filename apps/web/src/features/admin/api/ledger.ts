import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { showAdminLedgerTotals } from '@vce/contract/admin-ledger';
import { beijingDate } from '@vce/market-core/beijing-time';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS } from './admin';

export type LedgerFilter = z.output<(typeof showAdminLedgerTotals)['request']>;

/** 资金日报 as it opens: V券 over the last 30 Beijing days, today included. */
export const firstLedgerFilter = (now = Date.now()): LedgerFilter => ({
  from: beijingDate(now - 29 * 86_400_000),
  to: beijingDate(now),
  currency: 'vq',
});

const ledgerQuery = (filter: LedgerFilter, call = () => adminCall(showAdminLedgerTotals, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.ledgerTotals(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useLedgerTotals = (filter: LedgerFilter) =>
  useQuery({ ...ledgerQuery(filter), placeholderData: keepPreviousData });

export const prefetchLedgerTotals = () => {
  const filter = firstLedgerFilter();
  return queryClient.prefetchQuery(
    ledgerQuery(filter, () => api.call(showAdminLedgerTotals, filter, { silent: true })),
  );
};
