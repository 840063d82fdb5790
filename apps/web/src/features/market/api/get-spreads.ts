import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData } from '@vce/contract/call';
import { spreads } from '@vce/contract/market-dashboards';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** The spread definitions and a year of one spread (the first definition when none is chosen). */
export const spreadsQueryOptions = (id?: string) =>
  queryOptions({
    queryKey: queryKeys.market.spreads(id ?? ''),
    queryFn: () => api.call(spreads, { id, limit: 250 }),
    staleTime: 60_000,
    // The picker stays in place while another spread loads.
    placeholderData: keepPreviousData,
  });

export const useSpreads = (id?: string) => useQuery(spreadsQueryOptions(id));

export type Spreads = CallData<typeof spreads>;
