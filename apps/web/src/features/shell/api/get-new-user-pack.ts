import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNewUserPack } from '@vce/contract/commerce-gifts';
import { api } from '../../../shared/api/api';

export const newUserPackQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'new-user-pack'],
    queryFn: () => api.call(getNewUserPack),
    staleTime: 10 * 60_000,
  });

export const useNewUserPack = (enabled: boolean) => useQuery({ ...newUserPackQueryOptions(), enabled });
