import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import { exchangeRule, exchangeSearchCount } from '@vce/contract/commerce-quota-exchange';
import { api } from '../api/api';
import { isSignedIn } from '../session';
import { changedBy, invalidateAll, queryKeys } from '../query-keys';

export const exchangeRuleQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.commerce.exchangeRule, queryFn: () => api.call(exchangeRule, {}) });

/** The caller's V粒 and the price of one use of each kind (the exchange rule). */
export const useExchangeRule = () => useQuery({ ...exchangeRuleQueryOptions(), enabled: isSignedIn() });

/**
 * Buys uses with V粒. Afterwards the quotas are asked again (a locked page opens with a bought use),
 * and the user's V粒, the rule and the V粒 bill are read again.
 */
export function useExchangeUses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<typeof exchangeSearchCount>) => api.call(exchangeSearchCount, body),
    onSuccess: () => invalidateAll(queryClient, changedBy.holdings),
  });
}
