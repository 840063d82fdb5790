import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sign } from '@vce/contract/commerce-sign-in';
import { api } from '../../../shared/api/api';
import { signBaseInfoQueryOptions } from './get-sign-base-info';

/** Signs in for today; answers the run of days and the server's message. */
export function useSign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(sign),
    onSuccess: ({ data }) => queryClient.setQueryData(signBaseInfoQueryOptions().queryKey, data),
  });
}
