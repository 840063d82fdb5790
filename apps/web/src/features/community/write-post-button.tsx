import { EditOutlined } from '@ant-design/icons';
import { paths } from '@vce/contract/routes';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCodeReady } from '../../shared/lazy-chunk';
import { requireLogin } from '../../shared/login-store';
import { PostComposer } from './composer-chunk';

/**
 * 发帖: asks a guest to sign in, opens the composer (its code loaded then), and shows the post once
 * published. `draft` starts the body (a board's product tag).
 */
export function WritePostButton({ draft }: { draft?: string }) {
  const [isWriting, setIsWriting] = useState(false);
  const isComposerReady = useCodeReady(PostComposer, isWriting);
  const navigate = useNavigate();
  const write = () => requireLogin() && setIsWriting(true);
  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        icon={<EditOutlined />}
        onClick={write}
        loading={isWriting && !isComposerReady}
      >
        发帖
      </Button>
      {isWriting && isComposerReady && (
        <PostComposer
          draft={draft}
          onClose={() => setIsWriting(false)}
          onPublished={(id) => navigate(paths.communityPost(id))}
        />
      )}
    </>
  );
}
