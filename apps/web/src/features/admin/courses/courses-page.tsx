import type { AdminSession } from '@vce/contract/admin';
import { type AdminCourseRow, exportAdminCourses } from '@vce/contract/admin-courses';
import { Button, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import { type CoursesFilter, firstCoursesFilter, useAdminCourses, useCreateCourse } from '../api/courses';
import { ExportButton } from '../export-button';
import { filtersOf } from '../filter-form';
import { KeywordSearch } from '../keyword-search';
import { serverPaging } from '../server-paging';
import { StatusFilter } from '../status-filter';
import { CourseForm, courseFormValues } from './course-form';

const statusOptions = [
  { value: 'all', label: '全部' },
  { value: 'published', label: '已发布' },
  { value: 'draft', label: '草稿' },
] as const;

export const priceText = (row: { price: string; vip_free: boolean }) =>
  row.price === '0.00' ? '免费' : `${row.price} V券${row.vip_free ? ' · 会员免费' : ''}`;

/** 新建课程: the course's fields; saved as a draft, then its chapters and lessons are added in the editor. */
function CreateDialog({ onClose }: { onClose(): void }) {
  const create = useCreateCourse();
  const navigate = useNavigate();
  return (
    <Modal open title="新建课程" footer={null} onCancel={onClose} destroyOnHidden width={680}>
      <CourseForm
        initial={courseFormValues()}
        submitText="保存草稿"
        isSaving={create.isPending}
        onSubmit={(values) =>
          create.mutate(values, { onSuccess: (course) => void navigate(`/admin/courses/${course.id}`) })
        }
      />
    </Modal>
  );
}

/** 课程管理: every course, drafts among them, newest first; a title word and the state filter it. */
export function CoursesPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<CoursesFilter>(firstCoursesFilter);
  const [isCreating, setIsCreating] = useState(false);
  const list = useAdminCourses(filter);
  return (
    <section aria-label="课程管理">
      <h1 className="admin-title">课程管理</h1>
      <div className="admin-filters">
        <KeywordSearch label="课程名称" setFilter={setFilter} />
        <StatusFilter options={statusOptions} filter={filter} setFilter={setFilter} />
        {allows(session, 'courses', 'export') && (
          <ExportButton call={exportAdminCourses} filter={filtersOf(filter)} total={list.data?.total ?? 0} />
        )}
        {allows(session, 'courses', 'create') && (
          <Button type="primary" onClick={() => setIsCreating(true)}>
            新建课程
          </Button>
        )}
      </div>
      <Table<AdminCourseRow>
        rowKey="id"
        size="middle"
        {...serverPaging(list, filter, setFilter, '门课程')}
        columns={[
          {
            title: '课程',
            render: (_value, row) => <Link to={`/admin/courses/${row.id}`}>{row.title}</Link>,
          },
          { title: '分类', dataIndex: 'class_title' },
          { title: '老师', dataIndex: 'teacher_name' },
          { title: '价格', render: (_value, row) => priceText(row) },
          { title: '课时', dataIndex: 'lesson_count' },
          { title: '学员', dataIndex: 'learners' },
          {
            title: '状态',
            dataIndex: 'is_published',
            render: (published: boolean) => (published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
          },
          { title: '发布/创建时间', dataIndex: 'published_at', render: (time: number) => consoleTime(time) },
        ]}
      />
      {isCreating && <CreateDialog onClose={() => setIsCreating(false)} />}
    </section>
  );
}
