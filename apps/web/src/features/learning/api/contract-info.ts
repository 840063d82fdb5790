import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractInfo } from '@vce/contract/market-rules';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** A product's rules and its listed contracts (the calculator's inputs), also asked for beside the page's code. */
export const contractInfoQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: queryKeys.learning.contractInfo(symbol),
    queryFn: () => api.call(contractInfo, { symbol }),
    staleTime: 60_000,
  });

export const useContractInfo = (symbol: string) => useQuery(contractInfoQueryOptions(symbol));
