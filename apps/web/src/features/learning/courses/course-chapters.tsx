import type { CallData } from '@vce/contract/call';
import type { courseDetails } from '@vce/contract/learning';
import { CheckCircleFilled, FileTextOutlined, LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { clockDuration } from '../../../shared/format';

type Chapter = CallData<typeof courseDetails>['chapters'][number];

/** The course's chapters and lessons: free previews, locks, what the learner completed, the lesson playing. */
export function CourseChapters(props: {
  chapters: Chapter[];
  playing: number | null;
  onOpen: (lessonId: number) => void;
}) {
  return (
    <div className="course-chapters" data-testid="course-chapters">
      {props.chapters.map((chapter) => (
        <section key={chapter.id}>
          <h3>{chapter.title}</h3>
          <ul>
            {chapter.lessons.map((lesson) => (
              <li key={lesson.id}>
                <button
                  type="button"
                  className={lesson.id === props.playing ? 'lesson-row lesson-row-playing' : 'lesson-row'}
                  onClick={() => props.onOpen(lesson.id)}
                  data-testid="lesson-row"
                >
                  {lesson.kind === 'video' ? <PlayCircleOutlined /> : <FileTextOutlined />}
                  <span className="lesson-row-title">{lesson.title}</span>
                  {lesson.free_preview && <Tag color="blue">试看</Tag>}
                  <span className="muted">{clockDuration(lesson.duration_seconds)}</span>
                  {lesson.completed ? (
                    <CheckCircleFilled className="lesson-done" aria-label="已学完" />
                  ) : lesson.locked ? (
                    <LockOutlined aria-label="未解锁" />
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
