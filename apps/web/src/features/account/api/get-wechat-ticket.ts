import { useQuery } from '@tanstack/react-query';
import { webWechatLogin } from '@vce/contract/account-wechat';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** A fresh WeChat login ticket per round (the refresh of an expired QR asks for the next round). */
export const useWechatTicket = (round: number) =>
  useQuery({
    queryKey: queryKeys.account.wechatTicket(round),
    queryFn: () => api.call(webWechatLogin),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
