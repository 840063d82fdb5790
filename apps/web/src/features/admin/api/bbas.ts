import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminBbasCategory,
  type AdminBbasNoteFields,
  type AdminBbasViewFields,
  createAdminBbasNote,
  createAdminBbasView,
  deleteAdminBbasNote,
  deleteAdminBbasView,
  listAdminBbasCategories,
  listAdminBbasNotes,
  listAdminBbasViews,
  updateAdminBbasCategory,
  updateAdminBbasNote,
  updateAdminBbasView,
} from '@vce/contract/admin-bbas';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import type { ContentChange } from '../use-content-editing';
import { adminCall, FRESH_MS } from './admin';

const categoriesQuery = (call = () => adminCall(listAdminBbasCategories, {})) =>
  queryOptions({ queryKey: queryKeys.admin.bbasCategories, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useBbasCategories = () => useQuery(categoriesQuery());

export const prefetchBbasCategories = () =>
  queryClient.prefetchQuery(categoriesQuery(() => api.call(listAdminBbasCategories, {}, { silent: true })));

export type CategoryInput = z.input<(typeof updateAdminBbasCategory)['request']>;

/** The site's BBAS pages and the console's audit log are read again after a change. */
function useAfterBbasChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.bbas.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
  };
}

/** Saves a category: its row in the list is replaced with the answer. */
export function useSaveBbasCategory() {
  const queryClient = useQueryClient();
  const afterChange = useAfterBbasChange();
  return useMutation({
    mutationFn: (input: CategoryInput) => adminCall(updateAdminBbasCategory, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<{ list: AdminBbasCategory[] }>(queryKeys.admin.bbasCategories, (kept) =>
        kept ? { list: kept.list.map((row) => (row.id === saved.id ? saved : row)) } : kept,
      );
      afterChange();
    },
  });
}

export type BbasContentFilter = z.output<(typeof listAdminBbasNotes)['request']>;
export const firstBbasContentFilter: BbasContentFilter = { page: 1, limit: 20 };

const notesQuery = (filter: BbasContentFilter, call = () => adminCall(listAdminBbasNotes, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.bbasNotes(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useBbasNotes = (filter: BbasContentFilter) =>
  useQuery({ ...notesQuery(filter), placeholderData: keepPreviousData });

export const prefetchBbasNotes = () =>
  queryClient.prefetchQuery(
    notesQuery(firstBbasContentFilter, () => api.call(listAdminBbasNotes, firstBbasContentFilter, { silent: true })),
  );

const viewsQuery = (filter: BbasContentFilter, call = () => adminCall(listAdminBbasViews, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.bbasViews(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useBbasViews = (filter: BbasContentFilter) =>
  useQuery({ ...viewsQuery(filter), placeholderData: keepPreviousData });

export const prefetchBbasViews = () =>
  queryClient.prefetchQuery(
    viewsQuery(firstBbasContentFilter, () => api.call(listAdminBbasViews, firstBbasContentFilter, { silent: true })),
  );

const sendNoteChange = (change: ContentChange<AdminBbasNoteFields>) => {
  if (change.kind === 'delete') return adminCall(deleteAdminBbasNote, { id: change.id });
  return change.id
    ? adminCall(updateAdminBbasNote, { ...change.fields, id: change.id })
    : adminCall(createAdminBbasNote, change.fields);
};

const sendViewChange = (change: ContentChange<AdminBbasViewFields>) => {
  if (change.kind === 'delete') return adminCall(deleteAdminBbasView, { id: change.id });
  return change.id
    ? adminCall(updateAdminBbasView, { ...change.fields, id: change.id })
    : adminCall(createAdminBbasView, change.fields);
};

export function useChangeBbasNote() {
  const queryClient = useQueryClient();
  const afterChange = useAfterBbasChange();
  return useMutation({
    mutationFn: sendNoteChange,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.bbasNotePages });
      afterChange();
    },
  });
}

export function useChangeBbasView() {
  const queryClient = useQueryClient();
  const afterChange = useAfterBbasChange();
  return useMutation({
    mutationFn: sendViewChange,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.bbasViewPages });
      afterChange();
    },
  });
}
