import { queryOptions, useQuery } from '@tanstack/react-query';
import { payPasswordState } from '@vce/contract/commerce-wallet';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const payPasswordStateQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.commerce.payPassword, queryFn: () => api.call(payPasswordState) });

/** Whether a pay password is set, and until when balance payments are locked. */
export const usePayPasswordState = (enabled = true) => useQuery({ ...payPasswordStateQueryOptions(), enabled });
