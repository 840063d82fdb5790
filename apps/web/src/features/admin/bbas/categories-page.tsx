import type { AdminSession } from '@vce/contract/admin';
import type { AdminBbasCategory } from '@vce/contract/admin-bbas';
import { paths } from '@vce/contract/routes';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Select, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { fixedPageSize } from '../../../shared/ui/page-items';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { type CategoryInput, useBbasCategories, useSaveBbasCategory } from '../api/bbas';
import { ImageField } from '../settings/image-field';

type CategoryFields = Omit<CategoryInput, 'id'>;

function CategoryDialog({ category, onClose }: { category: AdminBbasCategory; onClose(): void }) {
  const save = useSaveBbasCategory();
  const submit = (fields: CategoryFields) =>
    save.mutate(
      { ...fields, id: category.id },
      {
        onSuccess: () => {
          void toast.success('品种已保存');
          onClose();
        },
      },
    );
  return (
    <Modal open title={`编辑品种「${category.name}」`} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<CategoryFields> layout="vertical" name="bbas-category" initialValues={category} onFinish={submit}>
        <Form.Item name="image" label="品种图片" extra="留空则显示所属板块的图标">
          <ImageField label="品种图片" />
        </Form.Item>
        <Form.Item name="description" label="品种介绍">
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="weigh" label="排序权重" extra="越大越靠前">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <div className="admin-inline-row">
          <Form.Item name="enabled" valuePropName="checked">
            <Checkbox>上线（显示在BBAS列表中）</Checkbox>
          </Form.Item>
          <Form.Item name="is_recommend" valuePropName="checked">
            <Checkbox>推荐</Checkbox>
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}

/** BBAS品种: each product's picture, words, order and switches in the BBAS pages. */
export function BbasCategoriesPage({ session }: { session: AdminSession }) {
  const categories = useBbasCategories();
  const [sector, setSector] = useState<string | undefined>();
  const [editing, setEditing] = useState<AdminBbasCategory | null>(null);
  if (!categories.data) return <Spin className="admin-loading" />;
  const sectors = [...new Set(categories.data.list.map((row) => row.sector_name))];
  const shown = categories.data.list.filter((row) => !sector || row.sector_name === sector);
  return (
    <section aria-label="BBAS品种">
      <h1 className="admin-title">BBAS品种</h1>
      <div className="admin-filters">
        <Select
          allowClear
          placeholder="全部板块"
          aria-label="板块"
          className="admin-teacher-profile"
          options={sectors.map((name) => ({ value: name, label: name }))}
          onChange={setSector}
        />
        <span className="admin-note">
          共 {shown.length} 个品种，上线 {shown.filter((row) => row.enabled).length} 个
        </span>
      </div>
      <Table<AdminBbasCategory>
        rowKey="id"
        size="middle"
        dataSource={shown}
        pagination={fixedPageSize(20)}
        columns={[
          { title: '权重', dataIndex: 'weigh', width: 70 },
          {
            title: '品种',
            render: (_value, row) => (
              <a href={paths.bbasDetail(row.symbol)} target="_blank" rel="noreferrer">
                <strong>{row.name}</strong> {row.symbol} · {row.exchange}
              </a>
            ),
          },
          { title: '板块', dataIndex: 'sector_name', width: 100 },
          { title: '介绍', dataIndex: 'description', ellipsis: true },
          {
            title: '状态',
            width: 130,
            render: (_value, row) => (
              <>
                {row.enabled ? <Tag color="green">上线</Tag> : <Tag>已下线</Tag>}
                {row.is_recommend && <Tag color="gold">推荐</Tag>}
              </>
            ),
          },
          {
            title: '操作',
            width: 80,
            render: (_value, row) =>
              allows(session, 'bbas_categories', 'edit') && (
                <Button size="small" aria-label={`编辑 ${row.name}`} onClick={() => setEditing(row)}>
                  编辑
                </Button>
              ),
          },
        ]}
      />
      {editing && <CategoryDialog category={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
