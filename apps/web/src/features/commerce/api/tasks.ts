import { useMutation, useQuery } from '@tanstack/react-query';
import { receiveTask, taskList } from '@vce/contract/commerce-tasks';
import { api } from '../../../shared/api/api';
import { usePaidEffects } from './paid-effects';
import { queryKeys } from '../../../shared/query-keys';

/** The caller's tasks, each done or not and claimed or not. */
export const useTaskList = () =>
  useQuery({ queryKey: queryKeys.commerce.tasks, queryFn: () => api.call(taskList, {}) });

/** Claims a done task's V粒; the tasks, the V粒 bill and the user are read again. */
export function useReceiveTask() {
  const afterGain = usePaidEffects();
  return useMutation({
    mutationFn: (taskId: number) => api.call(receiveTask, { task_id: taskId }),
    onSuccess: afterGain,
  });
}
