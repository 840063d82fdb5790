import { queryOptions, useQuery } from '@tanstack/react-query';
import { commonInit } from '@vce/contract/shell';
import { api } from '../../../shared/api/api';

export const initQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'init'],
    queryFn: () => api.call(commonInit, {}),
    staleTime: 5 * 60_000,
  });

export const useInit = () => useQuery(initQueryOptions());
