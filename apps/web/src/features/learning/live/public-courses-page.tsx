import { Card } from 'antd';
import { QueryView } from '../../../shared/ui/query-view';
import { useLiveSchedule } from '../api/live-courses';
import { LiveSessionList } from './live-session-list';
import '../learning.css';

/** 公开课 (/liveV2): the live courses' sessions — on air now, coming, and past ones with their replays. */
export default function PublicCoursesPage() {
  const query = useLiveSchedule();
  return (
    <div className="public-courses" data-testid="public-courses">
      <h1>公开课</h1>
      <QueryView query={query}>
        {({ list }) => (
          <>
            <Card title="正在直播">
              <LiveSessionList sessions={list.filter((session) => session.status === 'live')} />
            </Card>
            <Card title="即将开播">
              <LiveSessionList sessions={list.filter((session) => session.status === 'upcoming')} />
            </Card>
            <Card title="往期回放">
              <LiveSessionList sessions={list.filter((session) => session.status === 'ended').reverse()} />
            </Card>
          </>
        )}
      </QueryView>
    </div>
  );
}
