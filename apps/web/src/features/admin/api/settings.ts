import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminSiteSettings, showAdminSettings, updateAdminSettings } from '@vce/contract/admin-settings';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall } from './admin';

export const useSiteSettings = () =>
  useQuery({
    queryKey: queryKeys.admin.settings,
    queryFn: () => adminCall(showAdminSettings, {}),
    retry: false,
  });

/** Saves 站点设置: the answer is what the site now shows; the audit log has a new row. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AdminSiteSettings) => adminCall(updateAdminSettings, settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.admin.settings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
