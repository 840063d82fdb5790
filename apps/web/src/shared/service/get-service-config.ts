import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServiceConfig } from '@vce/contract/shell';
import { api } from '../api/api';
import { getVisitorId } from '../visitor';
import { queryKeys } from '../query-keys';

export const serviceConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shell.serviceConfig,
    queryFn: () => api.call(getServiceConfig, { uuid: getVisitorId() }),
    staleTime: 10 * 60_000,
  });

export const useServiceConfig = () => useQuery(serviceConfigQueryOptions());
