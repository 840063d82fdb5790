import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementList } from '@vce/contract/shell-agreements';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const fetchAgreementList = () => api.call(agreementList);

export const agreementListQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shell.agreementList, queryFn: fetchAgreementList, staleTime: 10 * 60_000 });

/** Every agreement's name, title, version and date (/my/agreementList). */
export const useAgreementList = () => useQuery(agreementListQueryOptions());
