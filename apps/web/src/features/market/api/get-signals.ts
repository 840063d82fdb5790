import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, CallRequest } from '@vce/contract/call';
import { signals } from '@vce/contract/market-dashboards';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

type SignalFilter = Pick<CallRequest<typeof signals>, 'symbol' | 'direction' | 'limit'>;

/** The newest trading signals, of one product and one direction when asked; the daily rules fire once a day. */
export const signalsQueryOptions = (filter: SignalFilter) =>
  queryOptions({
    queryKey: queryKeys.market.signals(filter),
    queryFn: () => api.call(signals, filter),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useSignals = (filter: SignalFilter) => useQuery(signalsQueryOptions(filter));

export type TradingSignal = CallData<typeof signals>['list'][number];
