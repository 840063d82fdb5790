import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData } from '@vce/contract/call';
import { spotBasis } from '@vce/contract/market-dashboards';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** A year of daily spot, futures and basis of a product. */
export const spotBasisQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: queryKeys.market.spotBasis(symbol),
    queryFn: () => api.call(spotBasis, { symbol, limit: 250 }),
    staleTime: 60_000,
  });

export const useSpotBasis = (symbol: string) => useQuery(spotBasisQueryOptions(symbol));

export type SpotBasisPoint = CallData<typeof spotBasis>['list'][number];
