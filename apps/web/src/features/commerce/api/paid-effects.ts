import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { changedBy, invalidateAll } from '../../../shared/query-keys';

/**
 * What a paid order, or anything else that moves a balance (a draw, a task reward, the V粒 shop),
 * changes on screen: the user (balances, membership, header, user card), the bills, stock and
 * chances, the pay-password lock, the free-search quotas (members have none).
 */
export function usePaidEffects() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateAll(queryClient, changedBy.holdings), [queryClient]);
}
