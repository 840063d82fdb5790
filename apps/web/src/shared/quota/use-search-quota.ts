import { useQuery } from '@tanstack/react-query';
import { type SearchTag, useSearch } from '@vce/contract/commerce-quota';
import { api } from '../api/api';
import { getToken } from '../session';
import { getVisitorId } from '../visitor';

/**
 * Uses one of today's free searches for a symbol (docs/decisions.md "Free daily searches"): the
 * server counts distinct symbols per day, so asking again for the same symbol is free.
 */
export function useSearchQuota(tag: SearchTag, symbol: string | undefined) {
  return useQuery({
    queryKey: ['quota', tag, symbol, getToken()],
    queryFn: () => api.call(useSearch, { tag, symbol: symbol ?? '', uuid: getVisitorId() }),
    enabled: !!symbol,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
