import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import { recharge } from '@vce/contract/commerce-wallet';
import { api } from '../../../shared/api/api';

/** Starts a V券 recharge by WeChat or Alipay: an order to pay. */
export const useRecharge = () =>
  useMutation({ mutationFn: (body: CallRequest<typeof recharge>) => api.call(recharge, body) });
