import { Button, Result } from 'antd';
import { isSignedIn } from '../../shared/session';

/**
 * The console's refusal (not signed in, no role, the session refused): antd's Result with its 403
 * picture, loaded only when shown (10 KiB compressed that every console load would carry).
 */
export function Refusal({ title }: { title: string }) {
  return (
    <Result
      status="403"
      title={title}
      extra={
        <Button type="primary" href={isSignedIn() ? '/' : '/login'}>
          {isSignedIn() ? '返回网站首页' : '去登录'}
        </Button>
      }
    />
  );
}
