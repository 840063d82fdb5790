import { NotificationOutlined } from '@ant-design/icons';
import { useInit } from '../../shared/site-init';

/** The community's current activity (`qiyou_activity` of /api/common/init), shown while it is on. */
export function ActivityBanner() {
  const init = useInit().data;
  if (!init || init.qiyou_activity_status !== 1 || !init.qiyou_activity) return null;
  return (
    <p className="community-activity" role="note" data-testid="community-activity">
      <NotificationOutlined /> {init.qiyou_activity}
    </p>
  );
}
