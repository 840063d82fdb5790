import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { couponList, type CouponStatus, usableCoupons } from '@vce/contract/commerce-coupons';
import type { OrderKind } from '@vce/contract/commerce-payment';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** One tab of /my/coupon, a page at a time. */
export const useCouponList = (input: { status: CouponStatus; page: number; limit: number }) =>
  useQuery({
    queryKey: queryKeys.commerce.coupons(input),
    queryFn: () => api.call(couponList, input),
    placeholderData: keepPreviousData,
  });

/** The caller's coupons that apply to an item at the cash desk, the best first. */
export const useUsableCoupons = (item: { type: OrderKind; id: number } | undefined) =>
  useQuery({
    queryKey: queryKeys.commerce.usableCoupons(item),
    queryFn: () => api.call(usableCoupons, item!),
    enabled: !!item,
  });
