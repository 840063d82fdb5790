import { useQueryClient } from '@tanstack/react-query';
import { courseLevelNames } from '@vce/contract/learning-filters';
import { paths } from '@vce/contract/routes';
import { Button, Card, Progress, Rate, Tabs, Tag } from 'antd';
import { Suspense, useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../../shared/query-keys';
import { NoData } from '../../../shared/ui/no-data';
import { Loading, QueryView } from '../../../shared/ui/query-view';
import { lazyOnDemand } from '../../../shared/lazy-chunk';
import { useIdParam } from '../../../shared/use-query-param';
import { useCourseDetails, useLesson } from '../api/courses';
import type { SavedProgress } from '../api/lesson-progress';
import { LessonPlayer } from '../player/lesson-player';
import { TextLesson } from '../player/text-lesson';
import { CourseChapters } from './course-chapters';
import { TeacherPanel } from './teacher-panel';
import { accessNames, CourseGrid, coursePriceText } from './course-card';

// The reviews (their list, pages, stars and form) show in a tab of their own: their code loads when
// it is opened, not with the page (a form, a list and their pagination's select, a third of its code).
const CourseReviews = lazyOnDemand(
  () => import('./course-reviews'),
  (module) => module.CourseReviews,
);

/** The lesson chosen in the address: played, or its refusal shown (the sign-in dialog or the buy tip). */
function LessonStage({ lessonId, cover }: { lessonId: number | null; cover: string }) {
  const lesson = useLesson(lessonId);
  const queryClient = useQueryClient();
  const onSaved = useCallback(
    (saved: SavedProgress) => {
      if (saved.completed) void queryClient.invalidateQueries({ queryKey: queryKeys.learning.all });
    },
    [queryClient],
  );
  if (!lesson.data)
    return (
      <div className="course-stage-empty">
        <img className="course-stage-cover" src={cover} alt="" width={400} height={225} fetchPriority="high" />
        {lesson.error && <p className="course-stage-note">{lesson.error.message}</p>}
      </div>
    );
  return (
    <div className="course-stage" data-testid="course-stage">
      <h2>{lesson.data.title}</h2>
      {lesson.data.kind === 'video' ? (
        <LessonPlayer key={lesson.data.id} lesson={lesson.data} onSaved={onSaved} />
      ) : (
        <TextLesson key={lesson.data.id} lesson={lesson.data} onSaved={onSaved} />
      )}
    </div>
  );
}

/**
 * 课程详情 (/classroomV2/courseDetails?id=; `lesson=` plays one): the course's card and the caller's
 * progress, the player, chapters with free previews, the introduction, the teacher, related courses.
 */
export default function CourseDetailsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useIdParam();
  const query = useCourseDetails(id);
  const lessonId = Number(params.get('lesson')) || null;
  const open = (lesson: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('lesson', String(lesson));
      return next;
    });
  if (id === null) return <NoData description="课程不存在或已下架" />;
  return (
    <QueryView query={query}>
      {(course) => {
        const firstLesson = course.chapters[0]?.lessons[0]?.id;
        const resume = course.progress.last_lesson_id ?? firstLesson;
        return (
          <div className="course-details" data-testid="course-details">
            <Card className="course-top">
              <LessonStage lessonId={lessonId} cover={course.cover} />
              <div className="course-info">
                <h1>{course.title}</h1>
                <p className="muted">{course.summary}</p>
                <p>
                  <Tag>{courseLevelNames[course.level]}</Tag>
                  {course.tags.map((tag) => (
                    <Tag key={tag}>{tag}</Tag>
                  ))}
                </p>
                <p className="course-stats">
                  {course.rating > 0 && <Rate disabled allowHalf value={course.rating} />}
                  <span>
                    {course.rating || '暂无评分'} · {course.learners}人学习 · {course.lesson_count}课时 ·{' '}
                    {course.duration_minutes}分钟
                  </span>
                </p>
                <p className="course-price-line">
                  <b className={course.price === '0.00' ? 'course-price-free' : 'course-price'}>
                    {coursePriceText(course)}
                  </b>
                  {course.access && <Tag color="green">{accessNames[course.access]}</Tag>}
                </p>
                <div data-testid="course-progress">
                  已学 {course.progress.done}/{course.progress.total} 课时
                  <Progress
                    aria-label="课程学习进度"
                    percent={Math.round((course.progress.done / Math.max(1, course.progress.total)) * 100)}
                    size="small"
                  />
                </div>
                <div className="course-actions">
                  {resume && (
                    <Button type="primary" onClick={() => open(resume)}>
                      {course.progress.last_lesson_id ? '继续学习' : course.access ? '开始学习' : '免费试看'}
                    </Button>
                  )}
                  {!course.access && course.price !== '0.00' && (
                    <Button
                      onClick={() => navigate(paths.coursePayment(course.id, location.pathname + location.search))}
                    >
                      购买课程
                    </Button>
                  )}
                  {!course.access && course.vip_free && (
                    <Button onClick={() => navigate(paths.vip)}>开通VIP免费学</Button>
                  )}
                </div>
              </div>
            </Card>
            <div className="course-columns">
              <Card className="course-main">
                <Tabs
                  items={[
                    {
                      key: 'chapters',
                      label: '课程目录',
                      children: <CourseChapters chapters={course.chapters} playing={lessonId} onOpen={open} />,
                    },
                    {
                      key: 'introduction',
                      label: '课程介绍',
                      children: course.introduction
                        .split('\n\n')
                        .map((paragraph) => <p key={paragraph}>{paragraph}</p>),
                    },
                    {
                      key: 'reviews',
                      label: `学员评价（${course.rating_count}）`,
                      children: (
                        <Suspense fallback={<Loading />}>
                          <CourseReviews courseId={course.id} />
                        </Suspense>
                      ),
                    },
                  ]}
                />
              </Card>
              <aside className="course-side">
                <TeacherPanel teacher={course.teacher} />
                {course.related.length > 0 && (
                  <Card title="相关课程">
                    <CourseGrid cards={course.related.slice(0, 3)} />
                  </Card>
                )}
              </aside>
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
