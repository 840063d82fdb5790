import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import { paySuperVip } from '@vce/contract/commerce-vip';
import { api } from '../../../shared/api/api';
import { usePaidEffects } from './paid-effects';

/** Buys a package: paid at once from the balance, or an order to pay by WeChat or Alipay. */
export function usePaySuperVip() {
  const afterPaid = usePaidEffects();
  return useMutation({
    mutationFn: (body: CallRequest<typeof paySuperVip>) => api.call(paySuperVip, body),
    onSuccess: (answer) => answer.status === 1 && afterPaid(),
  });
}
