import { useMutation, useQueryClient } from '@tanstack/react-query';
import { follow } from '@vce/contract/account-profile';
import { useState } from 'react';
import { api } from '../api/api';
import { queryKeys } from '../query-keys';
import { FollowToggle } from './follow-toggle';

/**
 * 关注 / 已关注 for a member, wherever they appear (their page, a post's author): a guest is asked to
 * sign in; a click follows or stops following, and the caller's counts, lists and the member's page
 * are read again (getUserCount follows at once).
 */
export function FollowButton({ userId, isFollowing }: { userId: number; isFollowing: boolean }) {
  const [following, setFollowing] = useState(isFollowing);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (cancel: boolean) => api.call(follow, { user_id: userId, cancel }),
    onSuccess: (answer) => {
      setFollowing(answer.is_follow);
      return Promise.all(
        [queryKeys.account.userCount, queryKeys.account.follows, queryKeys.community.members].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  return (
    <FollowToggle
      isFollowing={following}
      pending={change.isPending}
      onToggle={change.mutate}
      label="关注"
      testId="follow-button"
    />
  );
}
