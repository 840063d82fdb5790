import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminResearchReportFields,
  createAdminResearchReport,
  deleteAdminResearchReport,
  listAdminReportAuthors,
  listAdminResearchReports,
  updateAdminResearchReport,
  uploadAdminReportPdf,
} from '@vce/contract/admin-research-reports';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { sendMultipart } from '../../../shared/uploads/send-multipart';
import { adminCall, askingConfirmation, FRESH_MS } from './admin';

export type ResearchReportsFilter = z.output<(typeof listAdminResearchReports)['request']>;
export const firstResearchReportsFilter: ResearchReportsFilter = { page: 1, limit: 20 };

const reportsQuery = (filter: ResearchReportsFilter, call = () => adminCall(listAdminResearchReports, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.researchReports(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useResearchReports = (filter: ResearchReportsFilter) =>
  useQuery({ ...reportsQuery(filter), placeholderData: keepPreviousData });

export const prefetchResearchReports = () =>
  queryClient.prefetchQuery(
    reportsQuery(firstResearchReportsFilter, () =>
      api.call(listAdminResearchReports, firstResearchReportsFilter, { silent: true }),
    ),
  );

export const useReportAuthors = () =>
  useQuery({
    queryKey: queryKeys.admin.reportAuthors,
    queryFn: () => adminCall(listAdminReportAuthors, {}),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Uploads a report's PDF (multipart: the file), telling the percent sent; answers the key a save names. */
export function uploadReportPdf(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return askingConfirmation(() => sendMultipart(uploadAdminReportPdf, form, { onProgress }));
}

export type ReportChange =
  { kind: 'save'; id?: number; fields: AdminResearchReportFields } | { kind: 'delete'; id: number };

const sendChange = (change: ReportChange) => {
  if (change.kind === 'delete') return adminCall(deleteAdminResearchReport, { id: change.id });
  return change.id
    ? adminCall(updateAdminResearchReport, { ...change.fields, id: change.id })
    : adminCall(createAdminResearchReport, change.fields);
};

/** Publishes, corrects or takes down a report: the list, the site's report pages and the audit log are read again. */
export function useChangeResearchReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.researchReportPages });
      void queryClient.invalidateQueries({ queryKey: queryKeys.learning.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
