import { msg } from '@vce/contract/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a page throws or its chunk cannot load: a way back home. Plain markup in the entry chunk,
 * so it shows even when no other chunk can be fetched; a plain link works without the router.
 */
export function ErrorPage() {
  const error = useRouteError();
  console.error(error);
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="error-page" role="alert">
      <h1>{isMissing ? msg.pageNotFound : '页面出错了'}</h1>
      {isMissing ? null : <p>请刷新重试，或返回首页。</p>}
      <a href="/">{msg.backHome}</a>
    </div>
  );
}
