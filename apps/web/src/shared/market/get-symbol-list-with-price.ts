import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData } from '@vce/contract/call';
import { symbolListWithPrice } from '@vce/contract/market';
import { api } from '../api/api';
import { queryKeys } from '../query-keys';

/**
 * Products with their main contract's price and change, grouped by exchange. Shared: the header's
 * BBAS menu, the BBAS list page and the profile wizard all show it.
 */
export const symbolListWithPriceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.market.symbolListWithPrice,
    queryFn: () => api.call(symbolListWithPrice),
    staleTime: 10_000,
  });

export const useSymbolListWithPrice = (enabled = true) => useQuery({ ...symbolListWithPriceQueryOptions(), enabled });

export type ExchangeWithPrices = CallData<typeof symbolListWithPrice>[number];
export type SymbolWithPrice = ExchangeWithPrices['list'][number];

/** Whether a price of the list comes from the market simulator: the list is labelled 模拟行情 then. */
export const hasSimulatedPrices = (exchanges: readonly ExchangeWithPrices[] | undefined) =>
  exchanges?.some((exchange) => exchange.list.some((item) => item.simulated)) ?? false;
