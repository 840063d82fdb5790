import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import { setPayPassword } from '@vce/contract/commerce-wallet';
import { api } from '../../../shared/api/api';
import { payPasswordStateQueryOptions } from './pay-password-state';

/** Sets or changes the pay password; answers the server's message (设置成功 / 修改成功). */
export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<typeof setPayPassword>) => api.request(setPayPassword, body),
    onSuccess: () => queryClient.invalidateQueries(payPasswordStateQueryOptions()),
  });
}
