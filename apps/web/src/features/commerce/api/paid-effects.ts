import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * What a paid order changes on screen: the user (balance, membership, header, user card), the
 * wallet's bill and pay-password lock, the free-search quotas (members have none).
 */
export function usePaidEffects() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account'] }),
        queryClient.invalidateQueries({ queryKey: ['commerce'] }),
        queryClient.invalidateQueries({ queryKey: ['quota'] }),
      ]),
    [queryClient],
  );
}
