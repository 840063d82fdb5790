import { useMutation, useQuery } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import { cashDeskItem, type OrderKind, payOrder } from '@vce/contract/commerce-payment';
import { api } from '../../../shared/api/api';
import { usePaidEffects } from './paid-effects';
import { queryKeys } from '../../../shared/query-keys';

/** The item the cash desk sells (name, price), the balance and whether a pay password is set. */
export const useCashDeskItem = (item: { type: OrderKind; id: number } | null) =>
  useQuery({
    queryKey: queryKeys.commerce.cashDeskItem(item),
    queryFn: () => api.call(cashDeskItem, item!),
    enabled: !!item,
  });

/** Pays the cash desk's item. */
export function usePayOrder() {
  const afterPaid = usePaidEffects();
  return useMutation({
    mutationFn: (body: CallRequest<typeof payOrder>) => api.call(payOrder, body),
    onSuccess: (answer) => answer.status === 1 && afterPaid(),
  });
}
