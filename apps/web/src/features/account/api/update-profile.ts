import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import { profile } from '@vce/contract/account-profile';
import { api } from '../../../shared/api/api';
import { userIndexQueryOptions } from '../../../shared/current-user';

/** Saves {nickname, gender}, {avatar} or {avatar, nickname}; answers the server's message. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: CallRequest<typeof profile>) => (await api.request(profile, changes)).msg,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userIndexQueryOptions().queryKey }),
  });
}
