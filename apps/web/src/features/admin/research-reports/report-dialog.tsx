import { UploadOutlined } from '@ant-design/icons';
import type { AdminResearchReportFields, AdminResearchReportRow } from '@vce/contract/admin-research-reports';
import { Button, Form, Input, Modal, Progress, Select, Upload } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { useReportAuthors, uploadReportPdf } from '../api/research-reports';
import { useUpload } from '../use-upload';
import { ProductSelect } from '../product-select';

/**
 * The report's PDF as a form control: the key of the file kept on the server (a new upload gives a
 * new one), with the percent sent while uploading.
 */
function PdfField({ value, onChange }: { value?: string; onChange?: (key: string) => void }) {
  const [uploaded, setUploaded] = useState<{ name: string; pages: number } | null>(null);
  const { sent, send } = useUpload(uploadReportPdf, (answer, file) => {
    setUploaded({ name: file.name, pages: answer.pages });
    onChange?.(answer.pdf_key);
  });
  return (
    <div className="admin-state">
      {sent !== null ? (
        <Progress percent={sent} size="small" aria-label={`上传进度 ${sent}%`} className="admin-progress" />
      ) : (
        <span className="admin-note">
          {uploaded ? `${uploaded.name} · ${uploaded.pages}页` : value ? '已上传' : '未上传'}
        </span>
      )}
      <Upload
        accept="application/pdf,.pdf"
        showUploadList={false}
        customRequest={({ file }) => void send(file as File)}
        disabled={sent !== null}
      >
        <Button size="small" icon={<UploadOutlined />} disabled={sent !== null}>
          {value ? '更换PDF' : '上传PDF'}
        </Button>
      </Upload>
    </div>
  );
}

const emptyReport: Partial<AdminResearchReportFields> = { symbols: [], summary: '' };

/** A report's form: a new one (`report` null) or one being corrected. */
export function ReportDialog({
  report,
  saving,
  onSave,
  onClose,
}: {
  report: AdminResearchReportRow | null;
  saving: boolean;
  onSave(fields: AdminResearchReportFields): void;
  onClose(): void;
}) {
  const authors = useReportAuthors();
  return (
    <Modal open title={report ? '编辑研报' : '发布研报'} footer={null} onCancel={onClose} destroyOnHidden width={640}>
      <Form<AdminResearchReportFields>
        layout="vertical"
        name="research-report"
        initialValues={report ?? emptyReport}
        onFinish={(fields) => {
          if (!fields.pdf_key) return void toast.error('请上传研报PDF');
          onSave(fields);
        }}
      >
        <Form.Item name="author_id" label="作者" rules={[{ required: true, message: '请选择作者' }]}>
          <Select
            loading={authors.isPending}
            options={authors.data?.list.map((author) => ({ value: author.id, label: author.name }))}
          />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="summary" label="摘要" rules={[{ required: true, whitespace: true, message: '请填写摘要' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="symbols" label="关联品种" rules={[{ required: true, message: '请选择至少一个关联品种' }]}>
          <ProductSelect mode="multiple" maxCount={5} />
        </Form.Item>
        <Form.Item name="pdf_key" label="研报PDF" extra="PDF格式，不超过20MB">
          <PdfField />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {report ? '保存' : '发布'}
        </Button>
      </Form>
    </Modal>
  );
}
