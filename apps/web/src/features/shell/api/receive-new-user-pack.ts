import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiveNewUserPack } from '@vce/contract/commerce-gifts';
import { api } from '../../../shared/api/api';
import { deviceQueryOptions } from './add-device';

/**
 * Claims the new-user gift pack. Afterwards the device answer is asked again (the gift button and
 * the user card's tip go), and the user (V粒, membership) and the bills are read again.
 */
export function useReceiveNewUserPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(receiveNewUserPack, {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deviceQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
        queryClient.invalidateQueries({ queryKey: ['commerce'] }),
      ]),
  });
}
