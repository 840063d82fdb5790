import type { AdminCourse, AdminLesson, AdminVideoJob } from '@vce/contract/admin-courses';
import { Button, Form, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { useDeleteLesson, useOrderOutline, useSaveChapter, useVideoJobsUnderWay } from '../api/courses';
import { moveChapter, moveLesson, type OutlineOrder } from './outline-order';
import { LessonDialog } from './lesson-dialog';
import { LessonVideo } from './lesson-video';
import { confirmDanger } from '../confirm-danger';

/** A chapter's title, added at the end of the course or renamed. */
function ChapterTitleForm({
  courseId,
  chapter,
  onDone,
}: {
  courseId: number;
  chapter?: { id: number; title: string };
  onDone?(): void;
}) {
  const save = useSaveChapter();
  const [form] = Form.useForm<{ title: string }>();
  return (
    <Form
      form={form}
      name={`chapter-${chapter?.id ?? 'new'}`}
      layout="inline"
      initialValues={{ title: chapter?.title ?? '' }}
      onFinish={({ title }) =>
        save.mutate(
          { course_id: courseId, id: chapter?.id, title },
          {
            onSuccess: () => {
              form.resetFields();
              onDone?.();
            },
          },
        )
      }
    >
      <Form.Item name="title" rules={[{ required: true, whitespace: true, message: '请填写章节名称' }]}>
        <Input placeholder="章节名称，如：第一章 认识K线" aria-label="章节名称" maxLength={60} />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        {chapter ? '保存' : '添加章节'}
      </Button>
    </Form>
  );
}

type Editing = { chapterId: number; lesson: AdminLesson | null };

/** 上移 and 下移: a place up or down, each off at the outline's end it cannot pass. */
function MoveButtons({
  name,
  isFirst,
  isLast,
  onMove,
}: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove(step: -1 | 1): void;
}) {
  return (
    <>
      <Button size="small" type="link" aria-label={`上移 ${name}`} disabled={isFirst} onClick={() => onMove(-1)}>
        上移
      </Button>
      <Button size="small" type="link" aria-label={`下移 ${name}`} disabled={isLast} onClick={() => onMove(1)}>
        下移
      </Button>
    </>
  );
}

/**
 * 章节与课时: each chapter with its lessons in the learners' order, a video lesson's upload and
 * transcoding beside it; lessons added, edited, moved and removed, chapters added, renamed and moved.
 */
export function CourseOutline({ course }: { course: AdminCourse }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const remove = useDeleteLesson();
  const order = useOrderOutline();
  const reorder = (chapters: OutlineOrder) => order.mutate({ course_id: course.id, chapters });
  const lessons = course.chapters.flatMap((chapter) => chapter.lessons);
  const lastChapter = course.chapters.length - 1;
  const underWay = lessons
    .map((lesson) => lesson.video_job)
    .filter((job): job is AdminVideoJob => job?.state === 'queued' || job?.state === 'transcoding')
    .map((job) => job.id);
  const live = useVideoJobsUnderWay(course.id, underWay);
  const jobOf = (lesson: AdminLesson) => live.data?.find((job) => job.lesson_id === lesson.id) ?? lesson.video_job;
  const confirmRemove = (lesson: AdminLesson) =>
    confirmDanger({
      title: `删除课时「${lesson.title}」？`,
      content: '学员在该课时的学习进度会一并删除。',
      action: '删除',
      onOk: () =>
        remove
          .mutateAsync(lesson.id)
          .then(() => void toast.success('已删除'))
          .catch(() => undefined),
    });
  return (
    <section aria-labelledby="outline-title">
      <h2 id="outline-title" className="admin-subtitle">
        章节与课时
      </h2>
      {course.chapters.map((chapter, chapterIndex) => (
        <section key={chapter.id} className="admin-chapter" aria-label={chapter.title}>
          <header>
            {renaming === chapter.id ? (
              <ChapterTitleForm courseId={course.id} chapter={chapter} onDone={() => setRenaming(null)} />
            ) : (
              <>
                <h3>{chapter.title}</h3>
                <Button size="small" type="link" onClick={() => setRenaming(chapter.id)}>
                  重命名
                </Button>
                <MoveButtons
                  name={chapter.title}
                  isFirst={chapterIndex === 0}
                  isLast={chapterIndex === lastChapter}
                  onMove={(step) => reorder(moveChapter(course, chapterIndex, step))}
                />
              </>
            )}
            <Button size="small" onClick={() => setEditing({ chapterId: chapter.id, lesson: null })}>
              添加课时
            </Button>
          </header>
          <Table<AdminLesson>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={chapter.lessons}
            locale={{ emptyText: '本章还没有课时' }}
            columns={[
              {
                title: '课时',
                render: (_value, lesson) => (
                  <span>
                    {lesson.title} {lesson.free_preview && <Tag color="blue">试看</Tag>}
                  </span>
                ),
              },
              { title: '类型', dataIndex: 'kind', render: (kind: string) => (kind === 'video' ? '视频' : '图文') },
              {
                title: '视频',
                render: (_value, lesson) =>
                  lesson.kind === 'video' ? (
                    <LessonVideo courseId={course.id} lesson={lesson} job={jobOf(lesson)} />
                  ) : (
                    '—'
                  ),
              },
              {
                title: '操作',
                render: (_value, lesson, lessonIndex) => (
                  <span>
                    <Button size="small" type="link" onClick={() => setEditing({ chapterId: chapter.id, lesson })}>
                      编辑
                    </Button>
                    <MoveButtons
                      name={lesson.title}
                      isFirst={lesson.id === lessons[0]?.id}
                      isLast={lesson.id === lessons.at(-1)?.id}
                      onMove={(step) => reorder(moveLesson(course, chapterIndex, lessonIndex, step))}
                    />
                    <Button size="small" type="link" danger onClick={() => confirmRemove(lesson)}>
                      删除
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        </section>
      ))}
      <ChapterTitleForm courseId={course.id} />
      {editing && (
        <LessonDialog chapterId={editing.chapterId} lesson={editing.lesson} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
