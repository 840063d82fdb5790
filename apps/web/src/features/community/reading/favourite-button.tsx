import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { requireLogin } from '../../../shared/login-store';
import { toast } from '../../../shared/ui/feedback';
import { useFavourite } from '../api/reading';

/** 收藏 on a post: a guest is asked to sign in; a click keeps the post in 我的收藏 or lets it go. */
export function FavouriteButton({ postId, isFavourite }: { postId: number; isFavourite: boolean }) {
  const [kept, setKept] = useState(isFavourite);
  const change = useFavourite();
  const toggle = async () => {
    if (!requireLogin()) return;
    try {
      const answer = await change.mutateAsync({ postId, cancel: kept });
      setKept(answer.is_favourite);
      void toast.success(answer.is_favourite ? '已收藏，可在“我的收藏”查看' : '已取消收藏');
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <Button
      type="text"
      size="small"
      className={kept ? 'like-button liked' : 'like-button'}
      icon={kept ? <StarFilled /> : <StarOutlined />}
      aria-pressed={kept}
      disabled={change.isPending}
      onClick={toggle}
    >
      {kept ? '已收藏' : '收藏'}
    </Button>
  );
}
