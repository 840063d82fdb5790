import { useQuery } from '@tanstack/react-query';
import { checkWechatLogin } from '@vce/contract/account-wechat';
import { limits } from '@vce/contract/limits';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/**
 * Polls a ticket every second while it is waiting (status 0) and `isActive`; stops on an answer, an
 * error or when the dialog unmounts the QR (closed, or another mode).
 */
export const useWechatLoginCheck = (ticket: string | undefined, isActive: boolean) =>
  useQuery({
    queryKey: queryKeys.account.wechatCheck(ticket),
    queryFn: ({ signal }) => api.call(checkWechatLogin, { ticket: ticket ?? '' }, { signal }),
    enabled: ticket !== undefined && isActive,
    refetchInterval: (query) =>
      query.state.status === 'success' && query.state.data?.status === 0 ? limits.qrPollIntervalMs : false,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    gcTime: 0,
    retry: false,
  });
