import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { requireLogin } from '../../../shared/login-store';
import { useFollowTopic } from '../api/topics';

/** 关注话题 / 已关注: a guest is asked to sign in. */
export function TopicFollowButton({ id, isFollowing }: { id: number; isFollowing: boolean }) {
  const change = useFollowTopic(id);
  return (
    <Button
      type={isFollowing ? 'default' : 'primary'}
      size="small"
      icon={isFollowing ? <CheckOutlined /> : <PlusOutlined />}
      loading={change.isPending}
      onClick={() => requireLogin() && change.mutate(isFollowing)}
      data-testid="topic-follow"
    >
      {isFollowing ? '已关注' : '关注话题'}
    </Button>
  );
}
