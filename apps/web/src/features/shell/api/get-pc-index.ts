import { queryOptions, useQuery } from '@tanstack/react-query';
import { pcIndex } from '@vce/contract/shell';
import { api } from '../../../shared/api/api';

export const pcIndexQueryOptions = () =>
  queryOptions({ queryKey: ['shell', 'pc-index'], queryFn: () => api.call(pcIndex), staleTime: 60_000 });

export const usePcIndex = () => useQuery(pcIndexQueryOptions());
