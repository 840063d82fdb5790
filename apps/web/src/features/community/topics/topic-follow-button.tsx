import { useFollowTopic } from '../api/topics';
import { FollowButton } from '../follow-button';

/** 关注话题 / 已关注: a guest is asked to sign in. */
export function TopicFollowButton({ id, isFollowing }: { id: number; isFollowing: boolean }) {
  const change = useFollowTopic(id);
  return (
    <FollowButton
      isFollowing={isFollowing}
      pending={change.isPending}
      onToggle={change.mutate}
      label="关注话题"
      testId="topic-follow"
    />
  );
}
