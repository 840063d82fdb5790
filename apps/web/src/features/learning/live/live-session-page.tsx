import { paths } from '@vce/contract/routes';
import { Card, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { useIdParam } from '../../../shared/use-query-param';
import { useLiveSession } from '../api/live-courses';
import { LiveSessionAction } from './live-session-action';
import { statusTags } from './live-session-list';
import '../learning.css';

/** 直播详情 (/classroomV2/liveDetails?id=): one session — when, where, booking with a reminder, the room or the replay. */
export default function LiveSessionPage() {
  const id = useIdParam();
  const query = useLiveSession(id);
  if (id === null) return <NoData description="该场直播不存在" />;
  return (
    <QueryView query={query}>
      {(session) => (
        <Card className="live-session-page" data-testid="live-session-details">
          <p>
            <Link to={paths.classroom}>课堂</Link> /{' '}
            <Link to={paths.liveCourse(session.live_course_id)}>{session.course_title}</Link>
          </p>
          <h1>
            {session.title} <Tag color={statusTags[session.status].color}>{statusTags[session.status].text}</Tag>
          </h1>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="开播时间">
              {formatBeijingTime(session.start_time * 1000, 'minute')}（北京时间），约{session.minutes}分钟
            </Descriptions.Item>
            <Descriptions.Item label="讲师">{session.teacher_name}</Descriptions.Item>
            <Descriptions.Item label="直播间">{session.room?.name ?? '待定'}</Descriptions.Item>
            <Descriptions.Item label="预约">
              {session.bookings}人已预约，开播前15分钟站内提醒；开通短信订阅的用户同时收到短信
            </Descriptions.Item>
          </Descriptions>
          <p>{session.summary}</p>
          <LiveSessionAction session={session} />
        </Card>
      )}
    </QueryView>
  );
}
