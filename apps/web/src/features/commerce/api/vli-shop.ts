import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { redeemShopItem, vliShop } from '@vce/contract/commerce-points';
import { api } from '../../../shared/api/api';

/** The V粒 shop's shelves: uses at their prices, and items with their stock. */
export const useVliShop = () => useQuery({ queryKey: ['commerce', 'vli-shop'], queryFn: () => api.call(vliShop, {}) });

/** Redeems an item; the shelves (stock), the V粒 and the user (membership) are read again. */
export function useRedeemShopItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => api.call(redeemShopItem, { item_id: itemId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['commerce'] }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
      ]),
  });
}
