import { useQuery } from '@tanstack/react-query';
import { checkOrderPay } from '@vce/contract/commerce-payment';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Spec 001 §9: the payment status is asked every 3 seconds. */
export const ORDER_POLL_MS = 3000;

/**
 * Polls an order every 3 s while its dialog is open (`orderId` null stops it), until it is paid or
 * closed, or its 15 minutes have run out (the server closes it then).
 */
export function useOrderPolling(order: { orderId: string | null; expireTime: number; type: number }) {
  return useQuery({
    queryKey: queryKeys.commerce.order(order.orderId),
    queryFn: () => api.call(checkOrderPay, { order_id: order.orderId ?? '', type: order.type }, { silent: true }),
    enabled: !!order.orderId,
    refetchInterval: (query) => {
      const status = query.state.data;
      if (status?.status === 1 || status?.state === 'closed') return false;
      // One more ask just after the expiry lets the server close it and say so.
      return Date.now() / 1000 > order.expireTime + ORDER_POLL_MS / 1000 ? false : ORDER_POLL_MS;
    },
    refetchIntervalInBackground: true,
    retry: false,
  });
}
