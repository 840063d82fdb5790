import { useMutation } from '@tanstack/react-query';
import { saveCategoryList } from '@vce/contract/account-profile';
import { api } from '../../../shared/api/api';

/** Saves the followed products (wizard step 3) as comma-joined ids; answers the server's message. */
export const useSaveCategoryList = () =>
  useMutation({
    mutationFn: async (productIds: number[]) =>
      (await api.request(saveCategoryList, { type_text: productIds.join(',') })).msg,
  });
