import { queryOptions, useQuery } from '@tanstack/react-query';
import { commonInit } from '@vce/contract/shell';
import { api } from './api/api';
import { isNewRegistration } from './new-registration';
import { queryKeys } from './query-keys';

/** is_register is sent right after a registration, so the server can suggest setting a password. */
export const initQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shell.init(isNewRegistration()),
    queryFn: () => api.call(commonInit, { is_register: isNewRegistration() }),
    staleTime: 5 * 60_000,
  });

export const useInit = () => useQuery(initQueryOptions());
