import type { LiveSessionCard, LiveSessionStatus } from '@vce/contract/learning-live';
import { paths } from '@vce/contract/routes';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { LiveSessionAction } from './live-session-action';

export const statusTags: Record<LiveSessionStatus, { color: string; text: string }> = {
  upcoming: { color: 'blue', text: '未开始' },
  live: { color: 'red', text: '直播中' },
  ended: { color: 'default', text: '已结束' },
};

/** Sessions as rows: when, what, who, how many booked, and the learner's action. */
export function LiveSessionList({
  sessions,
  showCourse = true,
}: {
  sessions: LiveSessionCard[];
  showCourse?: boolean;
}) {
  if (sessions.length === 0) return <p className="muted">近期没有直播安排</p>;
  return (
    <ul className="live-sessions" aria-label="直播安排">
      {sessions.map((session) => (
        <li key={session.id} className="live-session-row" data-testid="live-session">
          <time dateTime={new Date(session.start_time * 1000).toISOString()}>
            {formatBeijingTime(session.start_time * 1000, 'minute')}
          </time>
          <div className="live-session-text">
            <Link to={paths.liveSession(session.id)}>{session.title}</Link>
            <span className="muted">
              {showCourse && (
                <>
                  <Link to={paths.liveCourse(session.live_course_id)}>{session.course_title}</Link> ·{' '}
                </>
              )}
              {session.teacher_name} · {session.minutes}分钟 · {session.bookings}人预约
            </span>
          </div>
          <Tag color={statusTags[session.status].color}>{statusTags[session.status].text}</Tag>
          <LiveSessionAction session={session} />
        </li>
      ))}
    </ul>
  );
}
