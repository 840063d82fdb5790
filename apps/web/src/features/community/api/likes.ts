import { useMutation } from '@tanstack/react-query';
import { like, type LikeTarget } from '@vce/contract/community-likes';
import { api } from '../../../shared/api/api';

/** Likes or takes back a like of a post or comment; answers the state and count after it. */
export const useLike = () =>
  useMutation({
    mutationFn: (input: { type: LikeTarget; id: number; cancel: boolean }) => api.call(like, input),
  });
