import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import {
  addSubscription,
  cancelSubscription,
  saveSubscriptionSettings,
  subscriptionDetail,
  subscriptionList,
  unsubscribeByToken,
} from '@vce/contract/commerce-subscriptions';
import { api } from '../../../shared/api/api';
import { isSignedIn } from '../../../shared/session';
import { queryKeys } from '../../../shared/query-keys';

/** The caller's subscriptions with their settings and plan (nothing for a guest). */
export const useSubscriptions = () =>
  useQuery({
    queryKey: queryKeys.commerce.subscriptions,
    queryFn: () => api.call(subscriptionList),
    enabled: isSignedIn(),
  });

export const useSubscriptionDetail = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.commerce.subscription(id),
    queryFn: () => api.call(subscriptionDetail, { id: id! }),
    enabled: id !== null,
  });

/** Changes to subscriptions read the list again. */
function useListChange<Input, Answer>(run: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commerce.subscriptions }),
  });
}

export const useAddSubscription = () =>
  useListChange((body: CallRequest<typeof addSubscription>) => api.call(addSubscription, body));
export const useCancelSubscription = () => useListChange((id: number) => api.call(cancelSubscription, { id }));
export const useSaveSubscriptionSettings = () =>
  useListChange((body: CallRequest<typeof saveSubscriptionSettings>) => api.call(saveSubscriptionSettings, body));
/** The SMS's one-tap link: no login needed. */
export const useUnsubscribeByToken = () =>
  useMutation({ mutationFn: (token: string) => api.call(unsubscribeByToken, { token }) });
