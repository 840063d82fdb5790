import { Button, Result, Spin, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { dialogs, toast } from '../../../shared/ui/feedback';
import { paths } from '@vce/contract/routes';
import { useAdminCourse, usePublishCourse, useUpdateCourse } from '../api/courses';
import { CourseForm, courseFormValues } from './course-form';
import { CourseOutline } from './course-outline';
import { priceText } from './courses-page';

/**
 * One course in the console: publishing it (or back to a draft), its fields, and its chapters and
 * lessons with their videos. A published course is what the classroom shows.
 */
export function CourseEditorPage() {
  const id = Number(useParams().id);
  const course = useAdminCourse(id);
  const update = useUpdateCourse();
  const publish = usePublishCourse();
  if (course.isPending) return <Spin className="admin-loading" />;
  if (course.error)
    return <Result status="404" title={course.error.message} extra={<Link to="/admin/courses">返回课程列表</Link>} />;
  const data = course.data;
  const togglePublished = () =>
    void dialogs.confirm({
      title: data.is_published ? '下架课程？' : '发布课程？',
      content: data.is_published
        ? '课程将从课堂和搜索中消失，已购买的学员保留学习记录。'
        : '课程将出现在课堂的列表中，学员可以搜索和学习。',
      okText: data.is_published ? '下架' : '发布',
      cancelText: '取消',
      onOk: () =>
        publish
          .mutateAsync({ id, published: !data.is_published })
          .then(() => void toast.success(data.is_published ? '已下架' : '已发布'))
          .catch(() => undefined),
    });
  return (
    <section aria-label="编辑课程">
      <p>
        <Link to="/admin/courses">← 课程列表</Link>
      </p>
      <div className="admin-course-head">
        <h1 className="admin-title">{data.title}</h1>
        {data.is_published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>}
        <span className="admin-note">
          {priceText(data)} · {data.learners} 位学员
        </span>
        {data.is_published && (
          <a href={paths.courseDetails(id)} target="_blank" rel="noreferrer">
            在课堂中查看
          </a>
        )}
        <Button type={data.is_published ? 'default' : 'primary'} onClick={togglePublished} loading={publish.isPending}>
          {data.is_published ? '下架' : '发布课程'}
        </Button>
      </div>
      <CourseOutline course={data} />
      <h2 className="admin-subtitle">基本信息</h2>
      <CourseForm
        key={data.id}
        initial={courseFormValues(data)}
        submitText="保存基本信息"
        isSaving={update.isPending}
        onSubmit={(values) => update.mutate({ ...values, id }, { onSuccess: () => void toast.success('已保存') })}
      />
    </section>
  );
}
