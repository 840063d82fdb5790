import type { AdminSession } from '@vce/contract/admin';
import type { AdminVipLevel } from '@vce/contract/admin-vip-levels';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { useSaveVipLevel, useVipLevels, type VipLevelInput } from '../api/vip-levels';
import { onOff } from '../on-off';
import { yuanRule } from '../yuan-rule';

const amountRule = yuanRule('68、199.50');

function LevelDialog({ level, onClose }: { level: AdminVipLevel; onClose(): void }) {
  const save = useSaveVipLevel();
  const submit = (fields: Omit<VipLevelInput, 'id'>) =>
    save.mutate(
      { ...fields, id: level.id },
      {
        onSuccess: () => {
          void toast.success('会员套餐已保存');
          onClose();
        },
      },
    );
  return (
    <Modal open title={`编辑「${level.name}」`} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<Omit<VipLevelInput, 'id'>> layout="vertical" name="vip-level" initialValues={level} onFinish={submit}>
        <Form.Item
          name="name"
          label="套餐名称"
          rules={[{ required: true, whitespace: true, message: '请填写套餐名称' }]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <div className="admin-inline-row">
          <Form.Item name="price" label="售价（元）" rules={[{ required: true, message: '请填写售价' }, amountRule]}>
            <Input style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            name="original_price"
            label="原价（元）"
            rules={[{ required: true, message: '请填写原价' }, amountRule]}
          >
            <Input style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="days" label="会员天数">
            <InputNumber min={1} max={3660} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </div>
        <Form.Item name="card_text" label="卡片说明">
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="is_on_sale" {...onOff}>
          <Checkbox>在售（显示在VIP页并可购买）</Checkbox>
        </Form.Item>
        <p className="admin-note">已下的订单按下单时的价格支付；改价从下一笔订单起生效。</p>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}

/** 会员套餐: the packages /vipV2 sells — their names, prices, days and card lines, on sale or not. */
export function VipLevelsPage({ session }: { session: AdminSession }) {
  const levels = useVipLevels();
  const [editing, setEditing] = useState<AdminVipLevel | null>(null);
  if (!levels.data) return <Spin className="admin-loading" />;
  return (
    <section aria-label="会员套餐">
      <h1 className="admin-title">会员套餐</h1>
      <Table<AdminVipLevel>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={levels.data.list}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 64 },
          { title: '套餐', dataIndex: 'name' },
          { title: '天数', dataIndex: 'days', width: 80 },
          {
            title: '售价 / 原价',
            render: (_value, level) => `¥${level.price} / ¥${level.original_price}`,
          },
          { title: '卡片说明', dataIndex: 'card_text' },
          {
            title: '状态',
            dataIndex: 'is_on_sale',
            width: 90,
            render: (onSale: number) => (onSale ? <Tag color="green">在售</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: '操作',
            width: 80,
            render: (_value, level) =>
              allows(session, 'vip_levels', 'edit') && (
                <Button size="small" aria-label={`编辑 ${level.name}`} onClick={() => setEditing(level)}>
                  编辑
                </Button>
              ),
          },
        ]}
      />
      {editing && <LevelDialog level={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
