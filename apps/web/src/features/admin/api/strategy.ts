import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminStrategyFields,
  createAdminStrategyNote,
  deleteAdminStrategyNote,
  listAdminStrategyAuthors,
  listAdminStrategyNotes,
  updateAdminStrategyNote,
} from '@vce/contract/admin-strategy';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import type { ContentChange } from '../use-content-editing';
import { adminCall, FRESH_MS } from './admin';

export type StrategyFilter = z.output<(typeof listAdminStrategyNotes)['request']>;
export const firstStrategyFilter: StrategyFilter = { page: 1, limit: 20 };

const notesQuery = (filter: StrategyFilter, call = () => adminCall(listAdminStrategyNotes, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.strategyNotes(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useStrategyNotes = (filter: StrategyFilter) =>
  useQuery({ ...notesQuery(filter), placeholderData: keepPreviousData });

export const prefetchStrategyNotes = () =>
  queryClient.prefetchQuery(
    notesQuery(firstStrategyFilter, () => api.call(listAdminStrategyNotes, firstStrategyFilter, { silent: true })),
  );

export const useStrategyAuthors = () =>
  useQuery({
    queryKey: queryKeys.admin.strategyAuthors,
    queryFn: () => adminCall(listAdminStrategyAuthors, {}),
    retry: false,
    staleTime: 5 * 60_000,
  });

const sendChange = (change: ContentChange<AdminStrategyFields>) => {
  if (change.kind === 'delete') return adminCall(deleteAdminStrategyNote, { id: change.id });
  return change.id
    ? adminCall(updateAdminStrategyNote, { ...change.fields, id: change.id })
    : adminCall(createAdminStrategyNote, change.fields);
};

/** Writes, corrects or deletes a note: the list, the site's strategy pages and the audit log are read again. */
export function useChangeStrategyNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.strategyNotePages });
      void queryClient.invalidateQueries({ queryKey: queryKeys.learning.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
