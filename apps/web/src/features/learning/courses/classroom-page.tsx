import { paths } from '@vce/contract/routes';
import { Card, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QueryView } from '../../../shared/ui/query-view';
import { useCourseBaseInfo, useCourseList, useRecommendedCourses } from '../api/courses';
import { useLiveSchedule } from '../api/live-courses';
import { LiveSessionList } from '../live/live-session-list';
import { CourseGrid } from './course-card';

/** A class's courses on the classroom (its tab): the first page of its list. */
function ClassCourses({ classId }: { classId: number }) {
  const query = useCourseList({ page: 1, limit: 8, class_id: classId });
  return <QueryView query={query}>{(data) => <CourseGrid cards={data.list} />}</QueryView>;
}

/**
 * 课堂 (/classroomV2; the footer's /classroom?type= lands here on that class): recommended courses,
 * each class with its newest, the free courses, and the teachers.
 */
export default function ClassroomPage() {
  const [params, setParams] = useSearchParams();
  const baseInfo = useCourseBaseInfo();
  const recommended = useRecommendedCourses();
  const live = useLiveSchedule();
  const free = useCourseList({ page: 1, limit: 4, price: 'free', sort: 'popular' });
  const classes = baseInfo.data?.newCourseClassList ?? [];
  const typeParam = Number(params.get('type'));
  const chosen = classes[typeParam - 1] ? String(typeParam) : 'home';
  return (
    <div className="classroom" data-testid="classroom">
      <Card className="classroom-head">
        <h1>K线课堂</h1>
        <p className="muted">
          从K线入门到交易系统，{classes.reduce((sum, entry) => sum + entry.course_count, 0)}门课程，进度多端同步。
          <Link to={paths.my.courses}>我的课程</Link> · <Link to={paths.courseList()}>全部课程</Link>
        </p>
        <Tabs
          activeKey={chosen}
          onChange={(key) => setParams(key === 'home' ? {} : { type: key }, { replace: true })}
          items={[
            { key: 'home', label: '推荐' },
            ...classes.map((entry, i) => ({ key: String(i + 1), label: entry.title })),
          ]}
        />
      </Card>
      {chosen !== 'home' ? (
        <Card
          title={classes[typeParam - 1]?.title}
          extra={<Link to={paths.courseList({ class_id: classes[typeParam - 1]?.id })}>更多</Link>}
        >
          <ClassCourses classId={classes[typeParam - 1]!.id} />
        </Card>
      ) : (
        <>
          <Card title="推荐课程" className="classroom-shelf">
            <QueryView query={recommended}>
              {(data) => <CourseGrid cards={data.courseList.slice(0, 4)} inView />}
            </QueryView>
          </Card>
          <Card title="免费好课" className="classroom-shelf" extra={<Link to={paths.courseList()}>更多</Link>}>
            <QueryView query={free}>{(data) => <CourseGrid cards={data.list} />}</QueryView>
          </Card>
          {classes.map((entry) => (
            <Card
              key={entry.id}
              title={
                <span>
                  {entry.title} <small className="muted">{entry.intro}</small>
                </span>
              }
              extra={<Link to={paths.courseList({ class_id: entry.id })}>全部{entry.course_count}门</Link>}
            >
              <CourseGrid cards={entry.courses} />
            </Card>
          ))}
          <Card title="直播课" className="classroom-live">
            <QueryView query={live}>
              {({ list }) => (
                <LiveSessionList sessions={list.filter((session) => session.status !== 'ended').slice(0, 5)} />
              )}
            </QueryView>
          </Card>
          <Card title="讲师">
            <ul className="teacher-row">
              {baseInfo.data?.teacherList.map((teacher) => (
                <li key={teacher.id}>
                  <Link to={paths.courseList({ teacher_id: teacher.id })} className="teacher-card">
                    <img src={teacher.avatar} alt="" width={56} height={56} />
                    <strong>{teacher.name}</strong>
                    <span className="muted">{teacher.title}</span>
                    <span className="muted">{teacher.course_count}门课程</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </>
      )}
    </div>
  );
}
