import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminIndicator,
  listAdminIndicators,
  resetAdminIndicatorFormula,
  updateAdminIndicator,
  uploadAdminIndicatorFormula,
} from '@vce/contract/admin-indicators';
import type { IndicatorPlatform } from '@vce/contract/commerce-indicators';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { sendMultipart } from '../../../shared/uploads/send-multipart';
import { adminCall, askingConfirmation, FRESH_MS, showAnswer } from './admin';

const indicatorsQuery = (call = () => adminCall(listAdminIndicators, {})) =>
  queryOptions({ queryKey: queryKeys.admin.indicators, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useConsoleIndicators = () => useQuery(indicatorsQuery());

export const prefetchConsoleIndicators = () =>
  queryClient.prefetchQuery(indicatorsQuery(() => api.call(listAdminIndicators, {}, { silent: true })));

export type IndicatorInput = z.input<(typeof updateAdminIndicator)['request']>;

/** Shows the list a change answers; the shop's pages and the audit log are read again. */
function useShowIndicators() {
  const queryClient = useQueryClient();
  return async (answer: { list: AdminIndicator[] }) => {
    await showAnswer(queryClient, queryKeys.admin.indicators, answer);
    void queryClient.invalidateQueries({ queryKey: queryKeys.commerce.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
  };
}

export function useSaveIndicator() {
  const show = useShowIndicators();
  return useMutation({
    mutationFn: (input: IndicatorInput) => adminCall(updateAdminIndicator, input),
    onSuccess: show,
  });
}

/** A formula file in place of the shipped one (multipart: the indicator, the platform, the file). */
export function useUploadFormula() {
  const show = useShowIndicators();
  return useMutation({
    mutationFn: ({ id, platform, file }: { id: number; platform: IndicatorPlatform; file: File }) => {
      const form = new FormData();
      form.append('id', String(id));
      form.append('platform', platform);
      form.append('file', file);
      return askingConfirmation(() => sendMultipart(uploadAdminIndicatorFormula, form));
    },
    onSuccess: show,
  });
}

export function useResetFormula() {
  const show = useShowIndicators();
  return useMutation({
    mutationFn: (input: { id: number; platform: IndicatorPlatform }) => adminCall(resetAdminIndicatorFormula, input),
    onSuccess: show,
  });
}
