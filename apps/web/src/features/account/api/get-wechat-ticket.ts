import { useQuery } from '@tanstack/react-query';
import { webWechatLogin } from '@vce/contract/account-wechat';
import { api } from '../../../shared/api/api';

/** A fresh WeChat login ticket per round (the refresh of an expired QR asks for the next round). */
export const useWechatTicket = (round: number) =>
  useQuery({
    queryKey: ['account', 'wechat-ticket', round],
    queryFn: () => api.call(webWechatLogin),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
