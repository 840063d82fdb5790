import { useMutation, useQuery } from '@tanstack/react-query';
import { redeemShopItem, vliShop } from '@vce/contract/commerce-points';
import { api } from '../../../shared/api/api';
import { usePaidEffects } from './paid-effects';
import { queryKeys } from '../../../shared/query-keys';

/** The V粒 shop's shelves: uses at their prices, and items with their stock. */
export const useVliShop = () =>
  useQuery({ queryKey: queryKeys.commerce.vliShop, queryFn: () => api.call(vliShop, {}) });

/** Redeems an item; the shelves (stock), the V粒 and the user (membership) are read again. */
export function useRedeemShopItem() {
  const afterSpend = usePaidEffects();
  return useMutation({
    mutationFn: (itemId: number) => api.call(redeemShopItem, { item_id: itemId }),
    onSuccess: afterSpend,
  });
}
