import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sign } from '@vce/contract/commerce-sign-in';
import { api } from '../../../shared/api/api';
import { signBaseInfoQueryOptions } from './get-sign-base-info';

/**
 * Signs in for today; answers the run of days, the V粒 granted and the server's message. The sign
 * info updates at once (the popup hides); the calendar, the V粒 bill and the user are read again.
 */
export function useSign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(sign),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(signBaseInfoQueryOptions().queryKey, data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['commerce', 'sign-calendar'] }),
        queryClient.invalidateQueries({ queryKey: ['commerce', 'wallet-log'] }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
      ]);
    },
  });
}
