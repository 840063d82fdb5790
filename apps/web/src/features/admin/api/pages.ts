import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminSitePages,
  handleAdminCooperation,
  listAdminCooperation,
  showAdminSitePages,
  updateAdminSitePages,
} from '@vce/contract/admin-pages';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const sitePagesQuery = (call = () => adminCall(showAdminSitePages, {})) =>
  queryOptions({ queryKey: queryKeys.admin.sitePages, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useSitePagesMarkdown = () => useQuery(sitePagesQuery());

export const prefetchSitePages = () =>
  queryClient.prefetchQuery(sitePagesQuery(() => api.call(showAdminSitePages, {}, { silent: true })));

/** Saves the pages' Markdown: what visitors now read; the audit log has a new row. */
export function useSaveSitePages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pages: AdminSitePages) => adminCall(updateAdminSitePages, pages),
    onSuccess: async (pages) => {
      await showAnswer(queryClient, queryKeys.admin.sitePages, pages);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shell.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}

export type CooperationFilter = z.output<(typeof listAdminCooperation)['request']>;

/** The inbox as 商务合作 first shows it: what waits to be followed up. */
export const firstCooperationFilter: CooperationFilter = { status: 'new', page: 1, limit: 20 };

const cooperationQuery = (filter: CooperationFilter, call = () => adminCall(listAdminCooperation, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.cooperation(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useCooperationInbox = (filter: CooperationFilter) =>
  useQuery({ ...cooperationQuery(filter), placeholderData: keepPreviousData });

export const prefetchCooperation = () =>
  queryClient.prefetchQuery(
    cooperationQuery(firstCooperationFilter, () =>
      api.call(listAdminCooperation, firstCooperationFilter, { silent: true }),
    ),
  );

/** Marks a request followed up: the inbox and the audit log are read again. */
export function useHandleCooperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; note: string }) => adminCall(handleAdminCooperation, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.cooperationPages });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
