import { paths } from '@vce/contract/routes';
import { Result, Space } from 'antd';
import { Link } from 'react-router';
import { useInit } from '../../shared/site-init';
import { useQueryParam } from '../../shared/use-query-param';
import { LiveTimeGift } from './live-time-gift';

/**
 * Where a refused live access (code 4003) lands: why (the server's reason, in the address), and what
 * lets the viewer in — membership, the day's live-time gift for a members' room, the course for a
 * course's room — or the public rooms meanwhile.
 */
export default function LiveRejectPage() {
  const [reason] = useQueryParam('reason', '该直播间仅对指定用户开放，或您的观看时长已用完。');
  const gift = useInit().data?.giveLiveTimeConfig ?? { giveLiveTimeTip: '', image_url: '' };
  return (
    <Result
      status="403"
      title="暂时无法进入该直播间"
      subTitle={reason}
      extra={
        <Space direction="vertical" size="middle">
          <Space size="large">
            <Link to={paths.vip}>开通VIP会员，畅看会员直播间</Link>
            <Link to={paths.classroom}>购买课程，进入课程直播间</Link>
            <Link to={paths.liveCourses}>看看公开课</Link>
          </Space>
          <LiveTimeGift config={gift} />
        </Space>
      }
    />
  );
}
