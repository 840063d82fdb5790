import { queryOptions, useQuery } from '@tanstack/react-query';
import { commonInit } from '@vce/contract/shell';
import { api } from '../../../shared/api/api';
import { storageKeys } from '../../../shared/storage';

/** Sent as is_register right after a registration, so the server can suggest setting a password. */
const isNewRegistration = () => localStorage.getItem(storageKeys.newRegistration) === '1';

export const initQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'init', isNewRegistration()],
    queryFn: () => api.call(commonInit, { is_register: isNewRegistration() }),
    staleTime: 5 * 60_000,
  });

export const useInit = () => useQuery(initQueryOptions());
