import { useQuery } from '@tanstack/react-query';
import { contractInfo } from '@vce/contract/market-rules';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** A product's rules and its listed contracts (the calculator's inputs). */
export const useContractInfo = (symbol: string) =>
  useQuery({
    queryKey: queryKeys.learning.contractInfo(symbol),
    queryFn: () => api.call(contractInfo, { symbol }),
    staleTime: 60_000,
  });
