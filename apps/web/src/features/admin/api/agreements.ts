import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminAgreementFields,
  createAdminAgreement,
  deleteAdminAgreement,
  listAdminAgreements,
  showAdminAgreement,
  updateAdminAgreement,
} from '@vce/contract/admin-agreements';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS } from './admin';

const agreementsQuery = (call = () => adminCall(listAdminAgreements, {})) =>
  queryOptions({ queryKey: queryKeys.admin.agreements, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useAgreements = () => useQuery(agreementsQuery());

export const prefetchAgreements = () =>
  queryClient.prefetchQuery(agreementsQuery(() => api.call(listAdminAgreements, {}, { silent: true })));

/** An agreement with its text, read as its dialog opens. */
export const useAgreement = (name: string) =>
  useQuery({
    queryKey: queryKeys.admin.agreement(name),
    queryFn: () => adminCall(showAdminAgreement, { name }),
    retry: false,
  });

export type AgreementChange =
  { kind: 'create' | 'update'; fields: AdminAgreementFields } | { kind: 'delete'; name: string };

async function sendChange(change: AgreementChange) {
  if (change.kind === 'delete') await adminCall(deleteAdminAgreement, { name: change.name });
  else await adminCall(change.kind === 'create' ? createAdminAgreement : updateAdminAgreement, change.fields);
}

/** Changes an agreement; the console's list, the site's agreements and the audit log are read again. */
export function useChangeAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: () => {
      for (const queryKey of [
        queryKeys.admin.agreements,
        queryKeys.admin.agreementTexts,
        queryKeys.shell.agreementTexts,
        queryKeys.shell.agreementList,
        queryKeys.admin.auditPages,
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
