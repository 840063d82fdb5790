import { paths } from '@vce/contract/routes';
import { Button } from 'antd';
import { Link } from 'react-router';
import { WarningNotice } from '../../shared/ui/warning-notice';

/** A post, member or board that is not there (or no longer): what went, and the way back to the community. */
export function CommunityNotFound({ title }: { title: string }) {
  return (
    <WarningNotice
      title={title}
      action={
        <Link to={paths.community}>
          <Button>返回期友社区</Button>
        </Link>
      }
    />
  );
}
