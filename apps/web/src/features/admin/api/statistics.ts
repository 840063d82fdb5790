import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { showAdminStatistics } from '@vce/contract/admin-statistics';
import { api } from '../../../shared/api/api';
import { beijingDay } from '../../../shared/format';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS } from './admin';

export interface StatisticsRange {
  from: string;
  to: string;
}

/** The last `days` Beijing days, today included. */
export const lastDays = (days: number): StatisticsRange => ({
  from: beijingDay(new Date(Date.now() - (days - 1) * 86_400_000)),
  to: beijingDay(),
});

const statisticsQuery = (range: StatisticsRange, call = () => adminCall(showAdminStatistics, range)) =>
  queryOptions({ queryKey: queryKeys.admin.statistics(range), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useStatistics = (range: StatisticsRange) =>
  useQuery({ ...statisticsQuery(range), placeholderData: keepPreviousData });

/** What 数据统计 first shows: the last 30 days. */
export const prefetchStatistics = () => {
  const range = lastDays(30);
  return queryClient.prefetchQuery(
    statisticsQuery(range, () => api.call(showAdminStatistics, range, { silent: true })),
  );
};
