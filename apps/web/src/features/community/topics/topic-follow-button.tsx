import { useFollowTopic } from '../api/topics';
import { FollowToggle } from '../../../shared/follow/follow-toggle';

/** 关注话题 / 已关注: a guest is asked to sign in. */
export function TopicFollowButton({ id, isFollowing }: { id: number; isFollowing: boolean }) {
  const change = useFollowTopic(id);
  return (
    <FollowToggle
      isFollowing={isFollowing}
      pending={change.isPending}
      onToggle={change.mutate}
      label="关注话题"
      testId="topic-follow"
    />
  );
}
