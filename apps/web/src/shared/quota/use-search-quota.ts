import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SearchTag, useSearch } from '@vce/contract/commerce-quota';
import { api } from '../api/api';
import { getToken } from '../session';
import { getVisitorId } from '../visitor';
import { queryKeys } from '../query-keys';

/**
 * Uses one of today's free searches for a symbol (docs/decisions.md "Free daily searches"): the
 * server counts distinct symbols per day, so asking again for the same symbol is free.
 */
export const searchQuotaQueryOptions = (tag: SearchTag, symbol: string) =>
  queryOptions({
    queryKey: queryKeys.quota.search(tag, symbol, getToken()),
    queryFn: () => api.call(useSearch, { tag, symbol, uuid: getVisitorId() }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSearchQuota = (tag: SearchTag, symbol: string | undefined) =>
  useQuery({ ...searchQuotaQueryOptions(tag, symbol ?? ''), enabled: !!symbol });
