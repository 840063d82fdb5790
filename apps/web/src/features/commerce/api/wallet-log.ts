import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Currency } from '@vce/contract/commerce-ledger';
import { walletLog } from '@vce/contract/commerce-wallet';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** One page of the bill of a currency, newest first, with the balance. */
export const useWalletLog = (input: { currency: Currency; page: number; limit: number }) =>
  useQuery({
    queryKey: queryKeys.commerce.walletLog(input),
    queryFn: () => api.call(walletLog, input),
    placeholderData: keepPreviousData,
  });
