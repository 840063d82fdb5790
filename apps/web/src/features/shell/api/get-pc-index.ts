import { queryOptions, useQuery } from '@tanstack/react-query';
import { pcIndex } from '@vce/contract/shell';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const pcIndexQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shell.pcIndex, queryFn: () => api.call(pcIndex), staleTime: 60_000 });

export const usePcIndex = () => useQuery(pcIndexQueryOptions());
