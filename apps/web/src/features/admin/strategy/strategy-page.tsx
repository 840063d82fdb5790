import type { AdminSession } from '@vce/contract/admin';
import {
  type AdminStrategyFields,
  type AdminStrategyNote,
  strategyBiasNames,
  strategyPeriodNames,
} from '@vce/contract/admin-strategy';
import { beijingDate } from '@vce/market-core/beijing-time';
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { allows } from '../api/admin';
import {
  firstStrategyFilter,
  type StrategyFilter,
  useChangeStrategyNote,
  useStrategyAuthors,
  useStrategyNotes,
} from '../api/strategy';
import { EditDeleteButtons } from '../edit-delete-buttons';
import { KeywordSearch } from '../keyword-search';
import { ProductFilter, ProductSelect, useProductNames } from '../product-select';
import { serverPaging } from '../server-paging';
import { useContentEditing } from '../use-content-editing';

const biasColors = { long: 'red', short: 'green', range: 'blue' } as const;
const choices = (names: Record<string, string>) => Object.entries(names).map(([value, label]) => ({ value, label }));

function StrategyDialog({
  note,
  saving,
  onSave,
  onClose,
}: {
  note: AdminStrategyNote | null;
  saving: boolean;
  onSave(fields: AdminStrategyFields): void;
  onClose(): void;
}) {
  const authors = useStrategyAuthors();
  const [fresh] = useState<Partial<AdminStrategyFields>>(() => ({
    period: 'daily',
    bias: 'range',
    trading_day: beijingDate(Date.now()),
  }));
  return (
    <Modal open title={note ? '编辑策略' : '撰写策略'} footer={null} onCancel={onClose} destroyOnHidden width={640}>
      <Form<AdminStrategyFields> layout="vertical" name="strategy" initialValues={note ?? fresh} onFinish={onSave}>
        <div className="admin-inline-row">
          <Form.Item name="author_id" label="作者" rules={[{ required: true, message: '请选择作者' }]}>
            <Select
              className="admin-teacher-profile"
              loading={authors.isPending}
              options={authors.data?.list.map((author) => ({ value: author.id, label: author.name }))}
            />
          </Form.Item>
          <Form.Item name="symbol" label="品种" rules={[{ required: true, message: '请选择品种' }]}>
            <ProductSelect className="admin-teacher-profile" />
          </Form.Item>
        </div>
        <div className="admin-inline-row">
          <Form.Item name="period" label="周期">
            <Radio.Group options={choices(strategyPeriodNames)} />
          </Form.Item>
          <Form.Item name="trading_day" label="交易日" extra="周评记在该周的周一" rules={[{ required: true }]}>
            <Input type="date" />
          </Form.Item>
        </div>
        <Form.Item name="bias" label="思路">
          <Radio.Group options={choices(strategyBiasNames)} />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label="正文"
          extra="段落之间空一行"
          rules={[{ required: true, whitespace: true, message: '请填写正文' }]}
        >
          <Input.TextArea rows={6} maxLength={3000} showCount />
        </Form.Item>
        <div className="admin-inline-row">
          <Form.Item name="support" label="支撑位" rules={[{ required: true, message: '请填写支撑位' }]}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="resistance" label="压力位" rules={[{ required: true, message: '请填写压力位' }]}>
            <InputNumber min={0} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          {note ? '保存' : '发布'}
        </Button>
      </Form>
    </Modal>
  );
}

/** 策略: the daily and weekly strategy notes of /strategy, the newest day first. */
export function StrategyPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<StrategyFilter>(firstStrategyFilter);
  const notes = useStrategyNotes(filter);
  const change = useChangeStrategyNote();
  const productName = useProductNames();
  const { editing, setEditing, edit, close, save, remove } = useContentEditing<AdminStrategyNote, AdminStrategyFields>(
    change,
    '策略',
    '策略页、重点快讯和搜索中',
  );
  return (
    <section aria-label="策略">
      <h1 className="admin-title">策略</h1>
      <div className="admin-filters">
        <Select
          allowClear
          placeholder="日评和周评"
          aria-label="周期"
          className="admin-teacher-profile"
          options={choices(strategyPeriodNames)}
          onChange={(period?: StrategyFilter['period']) => setFilter((current) => ({ ...current, page: 1, period }))}
        />
        <ProductFilter setFilter={setFilter} />
        <KeywordSearch label="标题关键词" setFilter={setFilter} />
        {allows(session, 'strategy', 'create') && (
          <Button type="primary" onClick={() => setEditing(null)}>
            撰写策略
          </Button>
        )}
      </div>
      <Table<AdminStrategyNote>
        rowKey="id"
        size="middle"
        {...serverPaging(notes, filter, setFilter, '篇策略')}
        columns={[
          { title: '交易日', dataIndex: 'trading_day', width: 110 },
          {
            title: '策略',
            render: (_value, note) => (
              <div>
                <Tag color={biasColors[note.bias]}>{strategyBiasNames[note.bias]}</Tag>
                <strong>{note.title}</strong> {note.is_demo && <Tag color="orange">演示</Tag>}
                <p className="admin-note">{note.content.split('\n\n')[0]}</p>
              </div>
            ),
          },
          { title: '品种', dataIndex: 'symbol', width: 90, render: productName },
          {
            title: '周期',
            dataIndex: 'period',
            width: 70,
            render: (period: AdminStrategyNote['period']) => strategyPeriodNames[period],
          },
          {
            title: '支撑 / 压力',
            width: 130,
            render: (_value, note) => `${note.support} / ${note.resistance}`,
          },
          { title: '作者', dataIndex: 'author_name', width: 90 },
          {
            title: '操作',
            width: 140,
            render: (_value, note) => (
              <EditDeleteButtons session={session} resource="strategy" row={note} onEdit={edit} onRemove={remove} />
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <StrategyDialog note={editing} saving={change.isPending} onSave={save} onClose={close} />
      )}
    </section>
  );
}
