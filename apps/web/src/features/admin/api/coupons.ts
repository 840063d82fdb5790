import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCouponTemplateFields,
  createAdminCouponTemplate,
  grantAdminCoupons,
  listAdminCouponBatches,
  listAdminCouponTemplates,
  updateAdminCouponTemplate,
} from '@vce/contract/admin-coupons';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS } from './admin';

export type BatchesFilter = z.output<(typeof listAdminCouponBatches)['request']>;
export const firstBatchesFilter: BatchesFilter = { page: 1, limit: 10 };

const templatesQuery = (call = () => adminCall(listAdminCouponTemplates, {})) =>
  queryOptions({ queryKey: queryKeys.admin.couponTemplates, queryFn: call, retry: false, staleTime: FRESH_MS });
const batchesQuery = (filter: BatchesFilter, call = () => adminCall(listAdminCouponBatches, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.couponBatches(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useCouponTemplates = () => useQuery(templatesQuery());
export const useCouponBatches = (filter: BatchesFilter) =>
  useQuery({ ...batchesQuery(filter), placeholderData: keepPreviousData });

export const prefetchCoupons = () =>
  Promise.all([
    queryClient.prefetchQuery(templatesQuery(() => api.call(listAdminCouponTemplates, {}, { silent: true }))),
    queryClient.prefetchQuery(
      batchesQuery(firstBatchesFilter, () => api.call(listAdminCouponBatches, firstBatchesFilter, { silent: true })),
    ),
  ]);

export type GrantInput = z.input<(typeof grantAdminCoupons)['request']>;

/** Saves a kind of coupon or gives a batch: the templates (their counts), the batches and the audit log are read again. */
export function useChangeCoupons() {
  const queryClient = useQueryClient();
  const changed = () => {
    for (const queryKey of [
      queryKeys.admin.couponTemplates,
      queryKeys.admin.couponBatchPages,
      queryKeys.admin.auditPages,
    ])
      void queryClient.invalidateQueries({ queryKey });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, fields }: { id: number | null; fields: AdminCouponTemplateFields }) =>
        id === null
          ? adminCall(createAdminCouponTemplate, fields)
          : adminCall(updateAdminCouponTemplate, { ...fields, id }),
      onSuccess: changed,
    }),
    grant: useMutation({ mutationFn: (input: GrantInput) => adminCall(grantAdminCoupons, input), onSuccess: changed }),
  };
}
