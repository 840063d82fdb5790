import { useMutation } from '@tanstack/react-query';
import { getRandNickname } from '@vce/contract/account-password';
import { api } from '../../../shared/api/api';

/** A fresh random nickname on each press of the wizard's 随机 button (a mutation: never cached). */
export const useRandNickname = () =>
  useMutation({ mutationFn: async () => (await api.call(getRandNickname, {})).nickname });
