import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData } from '@vce/contract/call';
import { memberRankings } from '@vce/contract/market-dashboards';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** The day's top-20 member lists of a product's main contract; they change once a trading day. */
export const memberRankingsQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: queryKeys.market.memberRankings(symbol),
    queryFn: () => api.call(memberRankings, { symbol }),
    staleTime: 60_000,
  });

export const useMemberRankings = (symbol: string) => useQuery(memberRankingsQueryOptions(symbol));

export type MemberRankings = CallData<typeof memberRankings>;
export type MemberRow = MemberRankings['long'][number];
