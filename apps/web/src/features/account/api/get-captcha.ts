import { useQuery } from '@tanstack/react-query';
import { captchaGet } from '@vce/contract/account-sms';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** A fresh slide puzzle per round: each one is good for a single attempt, so none is kept. */
export const useCaptchaPuzzle = (round: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.account.captcha(round),
    queryFn: () => api.call(captchaGet),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
