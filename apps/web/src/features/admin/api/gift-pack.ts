import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPackItemFields,
  createAdminPackItem,
  deleteAdminPackItem,
  showAdminGiftPack,
  updateAdminPackItem,
} from '@vce/contract/admin-gift-packs';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const packQuery = (call = () => adminCall(showAdminGiftPack, {})) =>
  queryOptions({ queryKey: queryKeys.admin.giftPack, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useGiftPack = () => useQuery(packQuery());

export const prefetchGiftPack = () =>
  queryClient.prefetchQuery(packQuery(() => api.call(showAdminGiftPack, {}, { silent: true })));

export type PackItemChange =
  | { kind: 'create'; fields: AdminPackItemFields }
  | { kind: 'update'; id: number; fields: AdminPackItemFields }
  | { kind: 'delete'; id: number };

const sendChange = (change: PackItemChange) =>
  change.kind === 'create'
    ? adminCall(createAdminPackItem, change.fields)
    : change.kind === 'update'
      ? adminCall(updateAdminPackItem, { ...change.fields, id: change.id })
      : adminCall(deleteAdminPackItem, { id: change.id });

/** Changes an item: the pack it answers is shown; the site's pack popup and the audit log are read again. */
export function useChangePackItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: async (pack) => {
      await showAnswer(queryClient, queryKeys.admin.giftPack, pack);
      void queryClient.invalidateQueries({ queryKey: queryKeys.commerce.newUserPack });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
