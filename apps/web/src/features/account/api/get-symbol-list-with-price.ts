import { queryOptions, useQuery } from '@tanstack/react-query';
import { symbolListWithPrice } from '@vce/contract/market';
import { api } from '../../../shared/api/api';

export const symbolListWithPriceQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'symbol-list-with-price'],
    queryFn: () => api.call(symbolListWithPrice),
    staleTime: 10_000,
  });

/**
 * Products with their main contract's price, for the wizard's step 3 — its only user, hence here
 * and not under features/market (features do not import one another).
 */
export const useSymbolListWithPrice = (enabled: boolean) => useQuery({ ...symbolListWithPriceQueryOptions(), enabled });
