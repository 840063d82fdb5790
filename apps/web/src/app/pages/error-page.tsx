import { msg } from '@vce/contract/messages';
import { Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page throws or its chunk cannot load: a way back home. A plain link works without the router. */
export default function ErrorPage() {
  const error = useRouteError();
  console.error(error);
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={isMissing ? '404' : '500'}
      title={isMissing ? msg.pageNotFound : '页面出错了'}
      subTitle={isMissing ? undefined : '请刷新重试，或返回首页。'}
      extra={<a href="/">{msg.backHome}</a>}
    />
  );
}
