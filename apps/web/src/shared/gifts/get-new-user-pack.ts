import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNewUserPack } from '@vce/contract/commerce-gifts';
import { api } from '../api/api';
import { queryKeys } from '../query-keys';

export const newUserPackQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.commerce.newUserPack,
    queryFn: () => api.call(getNewUserPack),
    staleTime: 10 * 60_000,
  });

export const useNewUserPack = (enabled: boolean) => useQuery({ ...newUserPackQueryOptions(), enabled });
