import { paths } from '@vce/contract/routes';
import { Button, Card, Progress } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isSignedIn } from '../../../shared/session';
import { LoginRequired } from '../../../shared/ui/login-required';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useMyCourses } from '../api/courses';
import { CourseCard } from './course-card';

const PAGE_SIZE = 12;

/** The caller's courses, last studied first, with their progress and a way back into the last lesson. */
function MyCourseList() {
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const { data } = useMyCourses(page);
  if (data && data.total === 0) return <NoData description="还没有课程，去课堂挑一门开始学习" />;
  return (
    <>
      <ul className="course-grid">
        {data?.list.map((course) => (
          <CourseCard
            key={course.id}
            card={course}
            footer={
              <div className="my-course-progress" data-testid="my-course-progress">
                <span>
                  已学 {course.done}/{course.total} 课时
                  {course.studied_at && (
                    <span className="muted"> · {dayjs.unix(course.studied_at).format('MM-DD HH:mm')}学过</span>
                  )}
                </span>
                <Progress
                  aria-label="课程学习进度"
                  percent={Math.round((course.done / Math.max(1, course.total)) * 100)}
                  size="small"
                />
                <Button
                  size="small"
                  type="primary"
                  onClick={() =>
                    navigate(
                      course.last_lesson_id
                        ? `${paths.courseDetails(course.id)}&lesson=${course.last_lesson_id}`
                        : paths.courseDetails(course.id),
                    )
                  }
                >
                  {course.last_lesson_title ? `继续：${course.last_lesson_title}` : '开始学习'}
                </Button>
              </div>
            }
          />
        ))}
      </ul>
      {data && <PagerOnDemand pageSize={PAGE_SIZE} current={page} total={data.total} onChange={setPage} />}
    </>
  );
}

/** 我的课程 (/classroomV2/myCourse) and 我的课堂 (/my/class): bought courses and those begun. */
export default function MyCoursesPage() {
  return (
    <Card title="我的课程" data-testid="my-courses" extra={<Link to={paths.classroom}>去课堂</Link>}>
      {isSignedIn() ? <MyCourseList /> : <LoginRequired />}
    </Card>
  );
}
