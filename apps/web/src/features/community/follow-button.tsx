import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { requireLogin } from '../../shared/login-store';

/**
 * 关注 / 已关注 on a topic or a board: `onToggle(cancel)` follows or stops; a guest is asked to sign
 * in first.
 */
export function FollowButton(props: {
  isFollowing: boolean;
  pending: boolean;
  onToggle: (cancel: boolean) => void;
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
