import { msg } from '@vce/contract/messages';
import { Result } from 'antd';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle={msg.pageNotFound}
      extra={<Link to="/">{msg.backHome}</Link>}
      data-testid="not-found"
    />
  );
}
