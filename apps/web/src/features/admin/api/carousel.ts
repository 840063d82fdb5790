import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminBanner,
  type AdminBannerFields,
  createAdminBanner,
  deleteAdminBanner,
  listAdminCarousel,
  orderAdminCarousel,
  updateAdminBanner,
} from '@vce/contract/admin-carousel';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const carouselQuery = (call = () => adminCall(listAdminCarousel, {})) =>
  queryOptions({ queryKey: queryKeys.admin.carousel, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useCarousel = () => useQuery(carouselQuery());

export const prefetchCarousel = () =>
  queryClient.prefetchQuery(carouselQuery(() => api.call(listAdminCarousel, {}, { silent: true })));

export type CarouselChange =
  | { kind: 'create'; fields: AdminBannerFields }
  | { kind: 'update'; banner: AdminBanner }
  | { kind: 'order'; ids: number[] }
  | { kind: 'delete'; id: number };

const sendChange = (change: CarouselChange) => {
  switch (change.kind) {
    case 'create':
      return adminCall(createAdminBanner, change.fields);
    case 'update':
      return adminCall(updateAdminBanner, change.banner);
    case 'order':
      return adminCall(orderAdminCarousel, { ids: change.ids });
    case 'delete':
      return adminCall(deleteAdminBanner, { id: change.id });
  }
};

/**
 * Changes the carousel: every change answers the whole carousel, which the list shows; the home
 * page's banners and the audit log are read again.
 */
export function useChangeCarousel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: async (carousel) => {
      await showAnswer(queryClient, queryKeys.admin.carousel, carousel);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shell.pcIndex });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
    // A refused order (another operator changed the carousel) shows the carousel as it now stands.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.carousel }),
  });
}
