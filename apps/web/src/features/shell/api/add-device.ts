import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDevice } from '@vce/contract/shell';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Registers this browser once per session and learns whether to show the gift-pack tip. */
export const deviceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shell.device,
    queryFn: () => api.call(addDevice),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDevice = () => useQuery(deviceQueryOptions());
