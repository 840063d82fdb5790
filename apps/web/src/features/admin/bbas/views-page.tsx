import type { AdminSession } from '@vce/contract/admin';
import type { AdminBbasView, AdminBbasViewFields } from '@vce/contract/admin-bbas';
import { bbasDirections } from '@vce/contract/bbas';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { DirectionTag } from '../../../shared/ui/direction-tag';
import { allows } from '../api/admin';
import { type BbasContentFilter, firstBbasContentFilter, useBbasViews, useChangeBbasView } from '../api/bbas';
import { ProductSelect } from '../product-select';
import { useContentEditing } from '../use-content-editing';
import { ContentFilters, ContentTable } from './content-editing';

const newView: Partial<AdminBbasViewFields> = { direction: '震荡', pdf_url: '' };

function ViewDialog({
  view,
  saving,
  onSave,
  onClose,
}: {
  view: AdminBbasView | null;
  saving: boolean;
  onSave(fields: AdminBbasViewFields): void;
  onClose(): void;
}) {
  return (
    <Modal open title={view ? '编辑机构观点' : '发布机构观点'} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<AdminBbasViewFields> layout="vertical" name="bbas-view" initialValues={view ?? newView} onFinish={onSave}>
        <Form.Item name="symbol" label="品种" rules={[{ required: true, message: '请选择品种' }]}>
          <ProductSelect />
        </Form.Item>
        <Form.Item
          name="broker_name"
          label="机构名称"
          rules={[{ required: true, whitespace: true, message: '请填写机构名称' }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="direction" label="观点方向">
          <Radio.Group options={bbasDirections.map((direction) => ({ value: direction, label: direction }))} />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item
          name="summary"
          label="观点摘要"
          rules={[{ required: true, whitespace: true, message: '请填写观点摘要' }]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item
          name="pdf_url"
          label="报告链接"
          extra="可留空；本站路径（如 /reportDetails?id=3）或 https:// 开头的地址"
          rules={[{ pattern: /^(|\/\S*|https:\/\/\S+)$/, message: '须为本站路径或 https:// 开头的地址' }]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <p className="admin-note">发布后立即计入该品种的机构观点列表和“综合倾向”（每家机构取最新一条）。</p>
        <Button type="primary" htmlType="submit" loading={saving}>
          {view ? '保存' : '发布'}
        </Button>
      </Form>
    </Modal>
  );
}

/** 机构观点: the research desks' views on each product (信息类型3), newest first. */
export function BbasViewsPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<BbasContentFilter>(firstBbasContentFilter);
  const views = useBbasViews(filter);
  const change = useChangeBbasView();
  const { editing, setEditing, edit, close, save, remove } = useContentEditing<AdminBbasView, AdminBbasViewFields>(
    change,
    '观点',
    '机构观点列表和综合倾向中',
  );
  return (
    <section aria-label="机构观点">
      <h1 className="admin-title">机构观点</h1>
      <ContentFilters
        setFilter={setFilter}
        newLabel="发布观点"
        onNew={allows(session, 'bbas_views', 'create') ? () => setEditing(null) : undefined}
      />
      <ContentTable<AdminBbasView>
        session={session}
        resource="bbas_views"
        list={views}
        filter={filter}
        setFilter={setFilter}
        unit="条观点"
        columns={{
          lead: {
            title: '观点',
            render: (_value, view) => (
              <div>
                <DirectionTag direction={view.direction} /> <strong>{view.title}</strong>
                <p className="admin-note">{view.summary}</p>
              </div>
            ),
          },
          byline: { title: '机构', dataIndex: 'broker_name', width: 150 },
        }}
        onEdit={edit}
        onRemove={remove}
      />
      {editing !== undefined && <ViewDialog view={editing} saving={change.isPending} onSave={save} onClose={close} />}
    </section>
  );
}
