import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAdminOrders, refundAdminOrder, showAdminOrder } from '@vce/contract/admin-orders';
import type { z } from 'zod';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { api } from '../../../shared/api/api';
import { adminCall, FRESH_MS, showAnswer } from './admin';

export type OrdersFilter = z.output<(typeof listAdminOrders)['request']>;

/** The orders' list as 订单管理 first shows it. */
export const firstOrdersFilter: OrdersFilter = { keyword: '', page: 1, limit: 20 };

const ordersQuery = (filter: OrdersFilter, call = () => adminCall(listAdminOrders, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.orders(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useAdminOrders = (filter: OrdersFilter) =>
  useQuery({ ...ordersQuery(filter), placeholderData: keepPreviousData });

/** 订单管理's first page, asked for as the route is entered (quietly: refused until confirmed). */
export const prefetchOrders = () =>
  queryClient.prefetchQuery(
    ordersQuery(firstOrdersFilter, () => api.call(listAdminOrders, firstOrdersFilter, { silent: true })),
  );

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
    onSuccess: async (order) => {
      await showAnswer(queryClient, queryKeys.admin.order(order.order_no), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orderLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
