import type { AdminSession } from '@vce/contract/admin';
import {
  type AdminPackItem,
  type AdminPackItemFields,
  GIFT_PACK_ITEMS_MAX,
  packItemKindNames,
} from '@vce/contract/admin-gift-packs';
import { Button, Form, Input, InputNumber, Modal, Spin, Table } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { type PackItemChange, useChangePackItem, useGiftPack } from '../api/gift-pack';
import { confirmDanger } from '../confirm-danger';
import { RewardFields } from '../reward-fields';
import { ImageField } from '../settings/image-field';

const newItem: AdminPackItemFields = { image: '', title: '', subtitle: '', kind: 'vli', amount: 5, sort: 0 };

function ItemDialog({
  item,
  saving,
  onSave,
  onClose,
}: {
  item: { id: number | null; fields: AdminPackItemFields };
  saving: boolean;
  onSave(fields: AdminPackItemFields): void;
  onClose(): void;
}) {
  return (
    <Modal
      open
      title={item.id ? `编辑礼包项「${item.fields.title}」` : '添加礼包项'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AdminPackItemFields> layout="vertical" name="pack-item" initialValues={item.fields} onFinish={onSave}>
        <Form.Item name="title" label="名称" rules={[{ required: true, whitespace: true, message: '请填写名称' }]}>
          <Input maxLength={12} showCount />
        </Form.Item>
        <Form.Item name="subtitle" label="说明">
          <Input maxLength={20} showCount />
        </Form.Item>
        <RewardFields kindLabel="类型" kindNames={packItemKindNames} />
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Form.Item name="image" label="图片">
          <ImageField label="礼包项图片" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}

/** 新人礼包: what a new account's pack holds (the popup's items, what a claim grants) and how many claimed it. */
export function GiftPackPage({ session }: { session: AdminSession }) {
  const pack = useGiftPack();
  const change = useChangePackItem();
  const [editing, setEditing] = useState<{ id: number | null; fields: AdminPackItemFields } | null>(null);
  if (!pack.data) return <Spin className="admin-loading" />;
  const send = (next: PackItemChange, done: string) =>
    change.mutate(next, {
      onSuccess: () => {
        void toast.success(done);
        setEditing(null);
      },
    });
  const save = (fields: AdminPackItemFields) =>
    editing?.id
      ? send({ kind: 'update', id: editing.id, fields }, '礼包项已保存')
      : send({ kind: 'create', fields }, '礼包项已添加');
  const { items } = pack.data;
  return (
    <section aria-label="新人礼包">
      <h1 className="admin-title">新人礼包</h1>
      <div className="admin-filters">
        <span className="admin-note">
          注册7天内的新用户可领取一次。已领取 {pack.data.claims_total} 人，今日 {pack.data.claims_today}{' '}
          人。修改从下一次领取起生效。
        </span>
        {allows(session, 'gift_packs', 'create') && (
          <Button
            type="primary"
            disabled={items.length >= GIFT_PACK_ITEMS_MAX}
            title={items.length >= GIFT_PACK_ITEMS_MAX ? `最多${GIFT_PACK_ITEMS_MAX}项` : undefined}
            onClick={() => setEditing({ id: null, fields: newItem })}
          >
            添加礼包项
          </Button>
        )}
      </div>
      <Table<AdminPackItem>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={items}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 64 },
          {
            title: '礼包项',
            render: (_value, item) => (
              <div>
                <strong>{item.title}</strong>
                {item.subtitle && <p className="admin-note">{item.subtitle}</p>}
              </div>
            ),
          },
          {
            title: '领取后获得',
            render: (_value, item) =>
              item.kind === 'none'
                ? '仅展示'
                : `${packItemKindNames[item.kind]} ${item.amount}${item.kind === 'coupon' ? ' 号' : ''}`,
          },
          {
            title: '操作',
            width: 150,
            render: (_value, item) => (
              <div className="admin-row-actions">
                {allows(session, 'gift_packs', 'edit') && (
                  <Button
                    size="small"
                    aria-label={`编辑 ${item.title}`}
                    onClick={() => setEditing({ id: item.id, fields: item })}
                  >
                    编辑
                  </Button>
                )}
                {allows(session, 'gift_packs', 'delete') && (
                  <Button
                    size="small"
                    danger
                    aria-label={`删除 ${item.title}`}
                    onClick={() =>
                      confirmDanger({
                        title: `删除礼包项「${item.title}」？`,
                        content: '之后领取的新用户不再获得它；已领取的不受影响。',
                        action: '删除',
                        onOk: () => send({ kind: 'delete', id: item.id }, '礼包项已删除'),
                      })
                    }
                  >
                    删除
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      {editing && (
        <ItemDialog item={editing} saving={change.isPending} onSave={save} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
