import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addAdminBannedWord,
  handleAdminReport,
  listAdminBannedWords,
  listAdminReports,
  removeAdminBannedWord,
} from '@vce/contract/admin-moderation';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS } from './admin';

export type ReportsFilter = z.output<(typeof listAdminReports)['request']>;

/** The queue as 举报处理 first shows it: what waits for a moderator. */
export const firstReportsFilter: ReportsFilter = { status: 'pending', page: 1, limit: 20 };

const reportsQuery = (filter: ReportsFilter, call = () => adminCall(listAdminReports, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.reports(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useReportQueue = (filter: ReportsFilter) =>
  useQuery({ ...reportsQuery(filter), placeholderData: keepPreviousData });

/** 举报处理's first page, asked for as the route is entered (quietly: refused until confirmed). */
export const prefetchReports = () =>
  queryClient.prefetchQuery(
    reportsQuery(firstReportsFilter, () => api.call(listAdminReports, firstReportsFilter, { silent: true })),
  );

/** Hides or keeps a reported post or comment: the queue and the audit log are read again. */
export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<(typeof handleAdminReport)['request']>) => adminCall(handleAdminReport, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reportPages });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}

const bannedWordsQuery = (call = () => adminCall(listAdminBannedWords, {})) =>
  queryOptions({ queryKey: queryKeys.admin.bannedWords, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useBannedWords = () => useQuery(bannedWordsQuery());

export const prefetchBannedWords = () =>
  queryClient.prefetchQuery(bannedWordsQuery(() => api.call(listAdminBannedWords, {}, { silent: true })));

/** Adds or removes a moderators' word: the answer is the list now; the audit log has a new row. */
export function useChangeBannedWords() {
  const queryClient = useQueryClient();
  const changed = ({ words }: { words: string[] }) => {
    queryClient.setQueryData(queryKeys.admin.bannedWords, (list: { builtin: string[] } | undefined) =>
      list ? { ...list, words } : list,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
  };
  return {
    add: useMutation({ mutationFn: (word: string) => adminCall(addAdminBannedWord, { word }), onSuccess: changed }),
    remove: useMutation({
      mutationFn: (word: string) => adminCall(removeAdminBannedWord, { word }),
      onSuccess: changed,
    }),
  };
}
