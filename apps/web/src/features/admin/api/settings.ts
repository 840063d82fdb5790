import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminSiteSettings, showAdminSettings, updateAdminSettings } from '@vce/contract/admin-settings';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { api } from '../../../shared/api/api';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const settingsQuery = (call = () => adminCall(showAdminSettings, {})) =>
  queryOptions({ queryKey: queryKeys.admin.settings, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useSiteSettings = () => useQuery(settingsQuery());

/** 站点设置's answer, asked for as the route is entered (quietly: refused until confirmed). */
export const prefetchSettings = () =>
  queryClient.prefetchQuery(settingsQuery(() => api.call(showAdminSettings, {}, { silent: true })));

/** Saves 站点设置: the answer is what the site now shows; the audit log has a new row. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AdminSiteSettings) => adminCall(updateAdminSettings, settings),
    onSuccess: async (settings) => {
      await showAnswer(queryClient, queryKeys.admin.settings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
