import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgreement } from '@vce/contract/shell-agreements';
import { api } from '../api/api';
import { queryKeys } from '../query-keys';

/** One agreement by name. Silent: an unknown name is told on the page itself, not in a toast. */
export const fetchAgreement = (name: string) => api.call(getAgreement, { name }, { silent: true });

export const agreementQueryOptions = (name: string) =>
  queryOptions({
    queryKey: queryKeys.shell.agreement(name),
    queryFn: () => fetchAgreement(name),
    // Agreements change rarely; the server keeps them cached too.
    staleTime: 10 * 60_000,
  });

export const useAgreement = (name: string) => useQuery({ ...agreementQueryOptions(name), enabled: name !== '' });
