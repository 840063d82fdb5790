import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sign } from '@vce/contract/commerce-sign-in';
import { api } from '../../../shared/api/api';
import { toast } from '../../../shared/ui/feedback';
import { showRewardToast } from '../../../shared/ui/reward-toast';
import { signBaseInfoQueryOptions } from './get-sign-base-info';
import { queryKeys } from '../../../shared/query-keys';

/**
 * Signs in for today; answers the run of days, the V粒 granted and the server's message. The sign
 * info updates at once (the popup hides); the calendar, the V粒 bill and the user are read again.
 */
export function useSign() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api.request(sign),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(signBaseInfoQueryOptions().queryKey, data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.commerce.signCalendars }),
        queryClient.invalidateQueries({ queryKey: queryKeys.commerce.walletLogs }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
      ]);
    },
  });
  /** Signs and shows what it gave: the reward toast, or the server's word on a repeat. */
  const signWithToast = async () => {
    try {
      const { data, msg } = await mutation.mutateAsync();
      if (data.reward > 0) void showRewardToast(`恭喜获得${data.reward}V粒，已连续签到${data.continuous_days}天`);
      else void toast.success(msg);
    } catch {
      // Shown by the API client.
    }
  };
  return { signWithToast, isPending: mutation.isPending };
}
