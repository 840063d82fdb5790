import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAdminOrders, refundAdminOrder, showAdminOrder } from '@vce/contract/admin-orders';
import type { z } from 'zod';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall } from './admin';

export type OrdersFilter = z.output<(typeof listAdminOrders)['request']>;

export const useAdminOrders = (filter: OrdersFilter) =>
  useQuery({
    queryKey: queryKeys.admin.orders(filter),
    queryFn: () => adminCall(listAdminOrders, filter),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One order, with what the provider says of it as it opens (asked again each time). */
export const useAdminOrder = (orderNo: string) =>
  useQuery({
    queryKey: queryKeys.admin.order(orderNo),
    queryFn: () => adminCall(showAdminOrder, { order_no: orderNo }),
    retry: false,
  });

/** Refunds an order: its detail is what the server answered; the lists and the audit log are read again. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { order_no: string; reason: string }) => adminCall(refundAdminOrder, input),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.admin.order(order.order_no), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orderLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
