import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServiceConfig } from '@vce/contract/shell';
import { api } from '../api/api';
import { getVisitorId } from '../visitor';

export const serviceConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'service-config'],
    queryFn: () => api.call(getServiceConfig, { uuid: getVisitorId() }),
    staleTime: 10 * 60_000,
  });

export const useServiceConfig = () => useQuery(serviceConfigQueryOptions());
