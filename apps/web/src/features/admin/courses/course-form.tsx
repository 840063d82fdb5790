import type { AdminCourse } from '@vce/contract/admin-courses';
import type { CallRequest } from '@vce/contract/call';
import type { createAdminCourse } from '@vce/contract/admin-courses';
import { courseLevelNames, courseLevels } from '@vce/contract/learning-filters';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useCourseChoices } from '../api/courses';
import { ImageField } from '../settings/image-field';

export type CourseFormValues = CallRequest<typeof createAdminCourse>;

/** A course's fields as the form starts them: a new course's, or those of the course edited. */
export const courseFormValues = (course?: AdminCourse): Partial<CourseFormValues> =>
  course
    ? {
        class_id: course.class_id,
        teacher_id: course.teacher_id,
        title: course.title,
        cover: course.cover,
        summary: course.summary,
        introduction: course.introduction,
        level: course.level,
        tags: course.tags,
        price: course.price,
        vip_free: course.vip_free,
      }
    : { level: 'beginner', tags: [], price: '0', vip_free: false, cover: '' };

const required = (label: string) => [{ required: true, whitespace: true, message: `请填写${label}` }];

/** 基本信息: the fields a course is listed with, checked again by the server (contract AdminCourseFields). */
export function CourseForm({
  initial,
  submitText,
  isSaving,
  onSubmit,
}: {
  initial: Partial<CourseFormValues>;
  submitText: string;
  isSaving: boolean;
  onSubmit(values: CourseFormValues): void;
}) {
  const choices = useCourseChoices();
  return (
    <Form<CourseFormValues>
      name="course"
      layout="vertical"
      initialValues={initial}
      onFinish={onSubmit}
      className="admin-settings-form"
    >
      <Form.Item name="title" label="课程名称" rules={required('课程名称')}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item name="class_id" label="课程分类" rules={[{ required: true, message: '请选择课程分类' }]}>
        <Select
          loading={choices.isPending}
          options={choices.data?.classes.map((item) => ({ value: item.id, label: item.title }))}
        />
      </Form.Item>
      <Form.Item name="teacher_id" label="授课老师" rules={[{ required: true, message: '请选择授课老师' }]}>
        <Select
          loading={choices.isPending}
          options={choices.data?.teachers.map((item) => ({ value: item.id, label: item.name }))}
        />
      </Form.Item>
      <Form.Item name="summary" label="一句话简介" rules={required('一句话简介')}>
        <Input maxLength={80} showCount />
      </Form.Item>
      <Form.Item name="introduction" label="课程介绍" rules={required('课程介绍')} extra="段落之间空一行">
        <Input.TextArea rows={5} maxLength={5000} showCount />
      </Form.Item>
      <Form.Item name="cover" label="课程封面" extra="不选则用分类的默认封面">
        <ImageField label="课程封面" />
      </Form.Item>
      <Form.Item name="level" label="难度">
        <Select options={courseLevels.map((level) => ({ value: level, label: courseLevelNames[level] }))} />
      </Form.Item>
      <Form.Item name="tags" label="标签" extra="最多6个，每个不超过12字">
        <Select mode="tags" maxCount={6} open={false} aria-label="标签" />
      </Form.Item>
      <Form.Item name="price" label="价格（V券）" rules={required('价格')} extra="0 为免费课程">
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="vip_free" valuePropName="checked">
        <Checkbox>会员免费学习</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSaving}>
        {submitText}
      </Button>
    </Form>
  );
}
