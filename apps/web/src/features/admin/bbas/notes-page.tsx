import type { AdminSession } from '@vce/contract/admin';
import type { AdminBbasNote, AdminBbasNoteFields } from '@vce/contract/admin-bbas';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { allows } from '../api/admin';
import { type BbasContentFilter, firstBbasContentFilter, useBbasNotes, useChangeBbasNote } from '../api/bbas';
import { ProductSelect } from '../product-select';
import { useContentEditing } from '../use-content-editing';
import { ContentFilters, ContentTable } from './content-editing';

const newNote: Partial<AdminBbasNoteFields> = { author: 'vce编辑部' };

function NoteDialog({
  note,
  saving,
  onSave,
  onClose,
}: {
  note: AdminBbasNote | null;
  saving: boolean;
  onSave(fields: AdminBbasNoteFields): void;
  onClose(): void;
}) {
  return (
    <Modal open title={note ? '编辑短评' : '发布短评'} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<AdminBbasNoteFields> layout="vertical" name="bbas-note" initialValues={note ?? newNote} onFinish={onSave}>
        <Form.Item name="symbol" label="品种" rules={[{ required: true, message: '请选择品种' }]}>
          <ProductSelect />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="content" label="内容" rules={[{ required: true, whitespace: true, message: '请填写内容' }]}>
          <Input.TextArea rows={5} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="author" label="署名" rules={[{ required: true, whitespace: true, message: '请填写署名' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <p className="admin-note">发布后立即出现在该品种的“盘面快讯”和关注该品种用户的“重点快讯”中。</p>
        <Button type="primary" htmlType="submit" loading={saving}>
          {note ? '保存' : '发布'}
        </Button>
      </Form>
    </Modal>
  );
}

/** BBAS短评: the editors' notes in a product's market express (信息类型1), newest first. */
export function BbasNotesPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<BbasContentFilter>(firstBbasContentFilter);
  const notes = useBbasNotes(filter);
  const change = useChangeBbasNote();
  const { editing, setEditing, edit, close, save, remove } = useContentEditing<AdminBbasNote, AdminBbasNoteFields>(
    change,
    '短评',
    '盘面快讯和重点快讯中',
  );
  return (
    <section aria-label="BBAS短评">
      <h1 className="admin-title">BBAS短评</h1>
      <ContentFilters
        setFilter={setFilter}
        newLabel="发布短评"
        onNew={allows(session, 'bbas_notes', 'create') ? () => setEditing(null) : undefined}
      />
      <ContentTable<AdminBbasNote>
        session={session}
        resource="bbas_notes"
        list={notes}
        filter={filter}
        setFilter={setFilter}
        unit="条短评"
        columns={{
          lead: {
            title: '短评',
            render: (_value, note) => (
              <div>
                <strong>{note.title}</strong>
                <p className="admin-note">{note.content}</p>
              </div>
            ),
          },
          byline: { title: '署名', dataIndex: 'author', width: 140 },
        }}
        onEdit={edit}
        onRemove={remove}
      />
      {editing !== undefined && <NoteDialog note={editing} saving={change.isPending} onSave={save} onClose={close} />}
    </section>
  );
}
