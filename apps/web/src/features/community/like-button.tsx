import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import type { LikeTarget } from '@vce/contract/community-likes';
import { Button } from 'antd';
import { useState } from 'react';
import { requireLogin } from '../../shared/login-store';
import { useLike } from './api/likes';

/**
 * 赞 on a post or comment: a guest is asked to sign in; a click likes or takes the like back and
 * shows the server's state and count (the count is exact there, whatever others do meanwhile).
 */
export function LikeButton(props: { type: LikeTarget; id: number; liked: boolean; count: number }) {
  const [state, setState] = useState({ liked: props.liked, count: props.count });
  const likeCall = useLike();
  const toggle = async () => {
    if (!requireLogin()) return;
    try {
      const answer = await likeCall.mutateAsync({ type: props.type, id: props.id, cancel: state.liked });
      setState({ liked: answer.is_like, count: answer.like_count });
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <Button
      type="text"
      size="small"
      className={state.liked ? 'like-button liked' : 'like-button'}
      icon={state.liked ? <LikeFilled /> : <LikeOutlined />}
      aria-pressed={state.liked}
      aria-label={state.liked ? '取消点赞' : '点赞'}
      disabled={likeCall.isPending}
      onClick={toggle}
    >
      {state.count > 0 ? state.count : '赞'}
    </Button>
  );
}
