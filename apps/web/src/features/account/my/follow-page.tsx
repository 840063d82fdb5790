import { FollowList } from './follow-list';

/** /my/follow */
export default function FollowPage() {
  return <FollowList kind="follow" />;
}
