import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiveNewUserPack } from '@vce/contract/commerce-gifts';
import { api } from '../api/api';
import { changedBy, invalidateAll, queryKeys } from '../query-keys';

/**
 * Claims the new-user gift pack. Afterwards the device answer is asked again (the gift button and
 * the user card's tip go), and what the pack granted (V粒, membership, coupons) is read again.
 */
export function useReceiveNewUserPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(receiveNewUserPack, {}),
    onSuccess: () => invalidateAll(queryClient, [queryKeys.shell.device, ...changedBy.holdings]),
  });
}
