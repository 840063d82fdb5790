import { queryOptions, useQuery } from '@tanstack/react-query';
import { alerts } from '@vce/contract/market-feed';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** The 30 newest anomalies of one product, or of all products without one; refreshed every 15 s. */
export const alertsQueryOptions = (symbol?: string) =>
  queryOptions({
    queryKey: queryKeys.market.alerts(symbol ?? 'all'),
    queryFn: () => api.call(alerts, { symbol, limit: 30 }),
    // A refused symbol is not asked again (its message would repeat).
    refetchInterval: (query) => (query.state.status === 'error' ? false : 15_000),
  });

export const useAlerts = (symbol?: string) => useQuery(alertsQueryOptions(symbol));
