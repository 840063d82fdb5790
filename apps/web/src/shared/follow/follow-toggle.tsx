import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { requireLogin } from '../login-store';

/**
 * 关注 / 已关注 for whatever can be followed (a member, a topic, a product's board): `onToggle(cancel)`
 * follows or stops; a guest is asked to sign in first.
 */
export function FollowToggle(props: {
  isFollowing: boolean;
  pending: boolean;
  onToggle: (cancel: boolean) => void;
  /** The word while not following: 关注, 关注话题, 关注品种. */
  label: string;
  testId: string;
}) {
  const { isFollowing } = props;
  return (
    <Button
      type={isFollowing ? 'default' : 'primary'}
      size="small"
      icon={isFollowing ? <CheckOutlined /> : <PlusOutlined />}
      loading={props.pending}
      onClick={() => requireLogin() && props.onToggle(isFollowing)}
      data-testid={props.testId}
    >
      {isFollowing ? '已关注' : props.label}
    </Button>
  );
}
