import { POST_EDIT_HOURS } from '@vce/contract/community';
import { Button } from 'antd';
import { useState } from 'react';
import { useCodeReady } from '../../shared/lazy-chunk';
import { PostComposer } from './composer-chunk';

/** 编辑 for a post's author while the edit window is open: the composer with the post as it stands. */
export function EditPostButton({
  post,
}: {
  post: { id: number; title: string; content: string; create_time: number };
}) {
  const [isEditing, setIsEditing] = useState(false);
  const isComposerReady = useCodeReady(PostComposer, isEditing);
  // The window as it stood when the page opened; the server has the last word.
  const [openedAt] = useState(() => Date.now() / 1000);
  if (openedAt - post.create_time >= POST_EDIT_HOURS * 3600) return null;
  return (
    <>
      <Button size="small" onClick={() => setIsEditing(true)} loading={isEditing && !isComposerReady}>
        编辑
      </Button>
      {isEditing && isComposerReady && (
        <PostComposer
          editing={{ id: post.id, title: post.title, content: post.content }}
          onClose={() => setIsEditing(false)}
          onPublished={() => setIsEditing(false)}
        />
      )}
    </>
  );
}
