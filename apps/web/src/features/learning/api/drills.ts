import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decideDrill,
  drillDetails,
  drillLeaderboard,
  drillStanding,
  type DrillPeriod,
  type DrillSide,
  type DrillView,
  revealDrillBar,
  startDrill,
} from '@vce/contract/learning-drills';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const useDrill = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.learning.drill(id),
    queryFn: () => api.call(drillDetails, { id: id! }),
    enabled: id !== null,
  });

export const useDrillStanding = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.learning.drillStanding, queryFn: () => api.call(drillStanding), enabled });

export const useLeaderboard = () =>
  useQuery({ queryKey: queryKeys.learning.leaderboard, queryFn: () => api.call(drillLeaderboard) });

/** Each step answers the whole drill: it replaces the cached one; a finished drill moves the standings. */
function useDrillStep<Input>(step: (input: Input) => Promise<DrillView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (drill) => {
      queryClient.setQueryData(queryKeys.learning.drill(drill.id), drill);
      if (drill.status === 'finished') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.learning.drillStanding });
        void queryClient.invalidateQueries({ queryKey: queryKeys.learning.leaderboard });
      }
    },
  });
}

export const useStartDrill = () =>
  useDrillStep((input: { symbol?: string; period: DrillPeriod; blind: boolean }) => api.call(startDrill, input));

export const useDecideDrill = () =>
  useDrillStep((input: { id: number; side: DrillSide; stop?: number }) => api.call(decideDrill, input));

export const useRevealBar = () => useDrillStep((id: number) => api.call(revealDrillBar, { id }));
