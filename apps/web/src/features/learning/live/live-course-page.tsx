import { paths } from '@vce/contract/routes';
import { Card } from 'antd';
import { Link } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { useIdParam } from '../../../shared/use-query-param';
import { useLiveCourse } from '../api/live-courses';
import { LiveSessionList } from './live-session-list';
import { TeacherPanel } from '../courses/teacher-panel';
import '../learning.css';

/** 直播课详情 (/classroomV2/liveCourseDetails?id=): the course, its teacher and every session with booking and replays. */
export default function LiveCoursePage() {
  const id = useIdParam();
  const query = useLiveCourse(id);
  if (id === null) return <NoData description="直播课不存在或已下架" />;
  return (
    <QueryView query={query}>
      {(course) => (
        <div className="course-columns" data-testid="live-course">
          <Card className="course-main">
            <p>
              <Link to={paths.classroom}>课堂</Link> / 直播课
            </p>
            <h1>{course.title}</h1>
            {course.schedule_text && <p className="live-schedule-text">{course.schedule_text} 开播</p>}
            <p>{course.summary}</p>
            <h2>直播安排</h2>
            <LiveSessionList sessions={course.sessions} showCourse={false} />
          </Card>
          <aside className="course-side">
            <TeacherPanel teacher={course.teacher} />
          </aside>
        </div>
      )}
    </QueryView>
  );
}
