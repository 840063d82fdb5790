import { paths } from '@vce/contract/routes';
import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** A post, member or board that is not there (or no longer): what went, and the way back to the community. */
export function CommunityNotFound({ title }: { title: string }) {
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Link to={paths.community}>
          <Button>返回期友社区</Button>
        </Link>
      }
    />
  );
}
