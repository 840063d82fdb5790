import { useQuery } from '@tanstack/react-query';
import { patternDetails, patternList } from '@vce/contract/learning-patterns';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const usePatterns = () =>
  useQuery({ queryKey: queryKeys.learning.patterns, queryFn: () => api.call(patternList), staleTime: 10 * 60_000 });

export const usePattern = (kind: string, symbol: string | undefined) =>
  useQuery({
    queryKey: [...queryKeys.learning.pattern(kind), symbol ?? ''],
    queryFn: () => api.call(patternDetails, { kind, ...(symbol ? { symbol } : {}) }),
  });
