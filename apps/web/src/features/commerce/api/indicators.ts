import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addTargetReview,
  downloadTarget,
  exchangeTarget,
  type IndicatorCategory,
  type IndicatorPlatform,
  myTargets,
  targetDetail,
  targetList,
  targetReviews,
} from '@vce/contract/commerce-indicators';
import { checkUserPrivilege } from '@vce/contract/account-profile';
import { api } from '../../../shared/api/api';
import { showPermissionTip } from '../../../shared/permission/permission-store';
import { usePaidEffects } from './paid-effects';
import { queryKeys } from '../../../shared/query-keys';

/** The indicator shop's shelf, a page at a time (6 on the home page). */
export const useTargetList = (input: { page: number; limit: number; category?: IndicatorCategory }) =>
  useQuery({
    queryKey: queryKeys.commerce.indicators(input),
    queryFn: () => api.call(targetList, input),
    placeholderData: keepPreviousData,
  });

export const useTargetDetail = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.commerce.indicator(id),
    queryFn: () => api.call(targetDetail, { id: id! }),
    enabled: id !== null,
  });

export const useMyTargets = (page: number, limit: number) =>
  useQuery({
    queryKey: queryKeys.commerce.myIndicators(page, limit),
    queryFn: () => api.call(myTargets, { page, limit }),
    placeholderData: keepPreviousData,
  });

/** Saves a formula file the caller may download, as the browser saves any download. */
export function useDownloadTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; platform: IndicatorPlatform }) => api.call(downloadTarget, input),
    onSuccess: (file) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([file.content], { type: 'text/plain;charset=utf-8' }));
      link.download = file.file_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
      // A free or members' indicator joins 我的指标 on its first download.
      void queryClient.invalidateQueries({ queryKey: queryKeys.commerce.allMyIndicators });
    },
  });
}

/** Exchanges V粒 for an indicator; the shelf, the V粒 and the user are read again. */
export function useExchangeTarget() {
  const afterSpend = usePaidEffects();
  return useMutation({ mutationFn: (id: number) => api.call(exchangeTarget, { id }), onSuccess: afterSpend });
}

export const useTargetReviews = (id: number, page: number) =>
  useQuery({
    queryKey: queryKeys.commerce.indicatorReviews(id, page),
    queryFn: () => api.call(targetReviews, { id, page, limit: 10 }),
    placeholderData: keepPreviousData,
  });

export function useAddTargetReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; rating: number; content: string }) => api.call(addTargetReview, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commerce.allIndicatorReviews }),
  });
}

/**
 * 开通VIP免费获取: asks the server whether the caller is a member; if not, its answer's tip (the VIP
 * rights popup of the indicators, or the login tip for a guest) is shown.
 */
export async function offerMembersIndicators() {
  const answer = await api.call(checkUserPrivilege, { tag: 'check_vip_indicator' });
  if (answer.tip) showPermissionTip(answer.tip);
}
