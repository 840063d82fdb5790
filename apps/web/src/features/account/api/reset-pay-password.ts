import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import { resetPayPassword } from '@vce/contract/commerce-wallet';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Resets a forgotten pay password with an SMS code to the account's phone (/my/setup); lifts a lock. */
export function useResetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<typeof resetPayPassword>) => api.request(resetPayPassword, body),
    // The wallet's pay-password state (set, locked) is the commerce area's query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commerce.payPassword }),
  });
}
