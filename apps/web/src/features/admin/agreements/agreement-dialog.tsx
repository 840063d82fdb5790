import type { AdminAgreementFields } from '@vce/contract/admin-agreements';
import { Button, Form, Input, InputNumber, Modal, Spin } from 'antd';
import { useAgreement } from '../api/agreements';
import { HtmlEditor } from '../html-editor';

const blank: AdminAgreementFields = { name: '', title: '', version: 'v1.0', sort: 0, content_html: '' };

function AgreementForm({
  initial,
  isNew,
  saving,
  onSave,
}: {
  initial: AdminAgreementFields;
  isNew: boolean;
  saving: boolean;
  onSave(fields: AdminAgreementFields): void;
}) {
  return (
    <Form<AdminAgreementFields> layout="vertical" name="agreement" initialValues={initial} onFinish={onSave}>
      <div className="admin-inline-row">
        <Form.Item
          name="name"
          label="协议名称（网址中的 name）"
          rules={[
            { required: true, message: '请填写协议名称' },
            { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '以字母开头，只用字母、数字和下划线' },
          ]}
        >
          <Input maxLength={32} disabled={!isNew} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="version" label="版本" rules={[{ required: true, whitespace: true, message: '请填写版本' }]}>
          <Input maxLength={20} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={9999} />
        </Form.Item>
      </div>
      <Form.Item
        name="title"
        label="协议标题"
        rules={[{ required: true, whitespace: true, message: '请填写协议标题' }]}
      >
        <Input maxLength={40} showCount />
      </Form.Item>
      <Form.Item
        name="content_html"
        label="协议正文"
        rules={[{ required: true, whitespace: true, message: '请填写协议正文' }]}
      >
        <HtmlEditor label="协议正文" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}

/** An existing agreement's form, once its text is read. */
function EditForm({ name, ...props }: { name: string; saving: boolean; onSave(fields: AdminAgreementFields): void }) {
  const agreement = useAgreement(name);
  if (!agreement.data) return <Spin />;
  return <AgreementForm initial={agreement.data} isNew={false} {...props} />;
}

/** A new agreement (`name` null) or one being edited, with its text in the rich-text editor. */
export function AgreementDialog({
  name,
  saving,
  onSave,
  onClose,
}: {
  name: string | null;
  saving: boolean;
  onSave(fields: AdminAgreementFields): void;
  onClose(): void;
}) {
  return (
    <Modal
      open
      title={name ? `编辑协议「${name}」` : '新建协议'}
      footer={null}
      onCancel={onClose}
      width={820}
      destroyOnHidden
    >
      {name ? (
        <EditForm name={name} saving={saving} onSave={onSave} />
      ) : (
        <AgreementForm initial={blank} isNew saving={saving} onSave={onSave} />
      )}
    </Modal>
  );
}
