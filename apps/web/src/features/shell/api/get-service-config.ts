import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServiceConfig } from '@vce/contract/shell';
import { api } from '../../../shared/api/api';
import { getVisitorId } from '../../../shared/visitor';

export const serviceConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'service-config'],
    queryFn: () => api.call(getServiceConfig, { uuid: getVisitorId() }),
    staleTime: 10 * 60_000,
  });

export const useServiceConfig = () => useQuery(serviceConfigQueryOptions());
