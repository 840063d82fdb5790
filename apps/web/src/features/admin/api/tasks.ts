import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAdminTasks, updateAdminTask } from '@vce/contract/admin-tasks';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS, showAnswer } from './admin';

const tasksQuery = (call = () => adminCall(listAdminTasks, {})) =>
  queryOptions({ queryKey: queryKeys.admin.tasks, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useConsoleTasks = () => useQuery(tasksQuery());

export const prefetchConsoleTasks = () =>
  queryClient.prefetchQuery(tasksQuery(() => api.call(listAdminTasks, {}, { silent: true })));

export type TaskInput = z.input<(typeof updateAdminTask)['request']>;

/** Saves a task: the list it answers is shown; 任务中心 and the audit log are read again. */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskInput) => adminCall(updateAdminTask, input),
    onSuccess: async (answer) => {
      await showAnswer(queryClient, queryKeys.admin.tasks, answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.commerce.tasks });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}
