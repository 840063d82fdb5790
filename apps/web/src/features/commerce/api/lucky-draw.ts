import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { draw, drawLog, prizeList, signCalendar } from '@vce/contract/commerce-sign-in';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** A month of sign-ins (default this Beijing month) with the run's rewards and the draw chances. */
export const useSignCalendar = (month: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.commerce.signCalendar(month ?? 'current'),
    queryFn: () => api.call(signCalendar, month ? { month } : {}),
    placeholderData: keepPreviousData,
    enabled,
  });

const prizeListQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.commerce.drawPrizes, queryFn: () => api.call(prizeList, {}) });

/** The lucky draw's prizes in grid order. */
export const usePrizeList = () => useQuery(prizeListQueryOptions());

/** The caller's draws, newest first. */
export const useDrawLog = (input: { page: number; limit: number }) =>
  useQuery({
    queryKey: queryKeys.commerce.drawLog(input),
    queryFn: () => api.call(drawLog, input),
    placeholderData: keepPreviousData,
  });

/** Uses one draw chance; the server draws. */
export const useDraw = () => useMutation({ mutationFn: () => api.call(draw, {}) });
