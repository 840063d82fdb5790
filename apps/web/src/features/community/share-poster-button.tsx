import { ShareAltOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { getUserPoster } from '@vce/contract/account-profile';
import { Button } from 'antd';
import { Suspense } from 'react';
import { api } from '../../shared/api/api';
import { lazyOnDemand, useCodeReady } from '../../shared/lazy-chunk';
import { requireLogin } from '../../shared/login-store';

// The dialog's code comes while the server draws the poster.
const SharePosterDialog = lazyOnDemand(
  () => import('./share-poster-dialog'),
  (module) => module.SharePosterDialog,
);

/**
 * 分享: the post as a poster image with a QR code that opens it (drawn by the server,
 * /api/user/getUserPoster type 2), to save and send where traders talk.
 */
export function SharePosterButton({ postId }: { postId: number }) {
  const poster = useMutation({ mutationFn: () => api.call(getUserPoster, { type: 2, post_id: postId }) });
  const isCodeReady = useCodeReady(SharePosterDialog, !poster.isIdle);
  return (
    <>
      <Button
        type="text"
        size="small"
        className="like-button"
        icon={<ShareAltOutlined />}
        loading={poster.isPending || (!!poster.data && !isCodeReady)}
        onClick={() => requireLogin() && poster.mutate()}
      >
        分享
      </Button>
      {poster.data && isCodeReady && (
        <Suspense fallback={null}>
          <SharePosterDialog posterUrl={poster.data.poster_url} onClose={() => poster.reset()} />
        </Suspense>
      )}
    </>
  );
}
