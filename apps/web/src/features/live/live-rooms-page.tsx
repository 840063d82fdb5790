import { paths } from '@vce/contract/routes';
import { Card } from 'antd';
import { Link } from 'react-router';
import { LiveRoomStrip } from './live-room-strip';

/** 推荐直播 (/liveV2/recommend): the rooms, on air first, and the way to the public courses. */
export default function LiveRoomsPage() {
  return (
    <Card title="推荐直播" className="live-rooms-page" extra={<Link to={paths.liveCourses}>公开课日程</Link>}>
      <LiveRoomStrip />
    </Card>
  );
}
