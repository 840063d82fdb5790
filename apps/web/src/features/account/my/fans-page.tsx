import { FollowList } from './follow-list';

/** /my/fans */
export default function FansPage() {
  return <FollowList kind="fans" />;
}
