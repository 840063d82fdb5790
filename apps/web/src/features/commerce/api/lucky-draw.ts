import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { draw, drawLog, prizeList, signCalendar } from '@vce/contract/commerce-sign-in';
import { api } from '../../../shared/api/api';

/** A month of sign-ins (default this Beijing month) with the run's rewards and the draw chances. */
export const useSignCalendar = (month: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['commerce', 'sign-calendar', month ?? 'current'],
    queryFn: () => api.call(signCalendar, month ? { month } : {}),
    placeholderData: keepPreviousData,
    enabled,
  });

const prizeListQueryOptions = () =>
  queryOptions({ queryKey: ['commerce', 'draw-prizes'], queryFn: () => api.call(prizeList, {}) });

/** The lucky draw's prizes in grid order. */
export const usePrizeList = () => useQuery(prizeListQueryOptions());

/** The caller's draws, newest first. */
export const useDrawLog = (input: { page: number; limit: number }) =>
  useQuery({
    queryKey: ['commerce', 'draw-log', input],
    queryFn: () => api.call(drawLog, input),
    placeholderData: keepPreviousData,
  });

/** Uses one draw chance; the server draws. */
export const useDraw = () => useMutation({ mutationFn: () => api.call(draw, {}) });
