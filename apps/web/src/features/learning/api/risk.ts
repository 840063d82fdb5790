import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { riskDetails, riskList, submitRiskQuiz } from '@vce/contract/learning-risk';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const useRiskItems = () =>
  useQuery({ queryKey: queryKeys.learning.riskItems, queryFn: () => api.call(riskList) });

export const useRiskItem = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.learning.riskItem(id),
    queryFn: () => api.call(riskDetails, { id: id! }),
    enabled: id !== null,
  });

/** Submits a quiz; the list's and the item's standing are read again. */
export function useSubmitRiskQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; answers: number[] }) => api.call(submitRiskQuiz, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.learning.risk }),
  });
}
