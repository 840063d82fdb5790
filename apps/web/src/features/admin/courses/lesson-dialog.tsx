import type { AdminLesson } from '@vce/contract/admin-courses';
import { Button, Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useSaveLesson } from '../api/courses';
import { HtmlEditor } from '../html-editor';

interface LessonValues {
  title: string;
  kind: 'video' | 'text';
  free_preview: boolean;
  content_html: string;
}

/**
 * 添加课时 / 编辑课时: a lesson's title, kind and free preview, and a text lesson's HTML (the server
 * keeps the document tags and this site's pictures). A video's file is uploaded from the outline.
 */
export function LessonDialog({
  chapterId,
  lesson,
  onClose,
}: {
  chapterId: number;
  lesson: AdminLesson | null;
  onClose(): void;
}) {
  const save = useSaveLesson();
  const [form] = Form.useForm<LessonValues>();
  const kind = Form.useWatch('kind', form);
  return (
    <Modal open title={lesson ? '编辑课时' : '添加课时'} footer={null} onCancel={onClose} destroyOnHidden width={640}>
      <Form<LessonValues>
        form={form}
        name="lesson"
        layout="vertical"
        initialValues={
          lesson
            ? {
                title: lesson.title,
                kind: lesson.kind,
                free_preview: lesson.free_preview,
                content_html: lesson.content_html,
              }
            : { title: '', kind: 'video', free_preview: false, content_html: '' }
        }
        onFinish={(values) => save.mutate({ ...values, chapter_id: chapterId, id: lesson?.id }, { onSuccess: onClose })}
      >
        <Form.Item
          name="title"
          label="课时名称"
          rules={[{ required: true, whitespace: true, message: '请填写课时名称' }]}
        >
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="kind" label="课时类型">
          <Radio.Group
            disabled={lesson?.kind === 'video' && lesson.playable}
            options={[
              { value: 'video', label: '视频' },
              { value: 'text', label: '图文' },
            ]}
          />
        </Form.Item>
        <Form.Item name="free_preview" valuePropName="checked">
          <Checkbox>免费试看（未购买的学员也能学习）</Checkbox>
        </Form.Item>
        {kind === 'text' && (
          <Form.Item
            name="content_html"
            label="图文内容"
            extra="可用小标题、列表、引用、链接和上传的图片"
            rules={[{ required: true, whitespace: true, message: '请填写图文内容' }]}
          >
            <HtmlEditor label="图文内容" images />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存课时
        </Button>
      </Form>
    </Modal>
  );
}
