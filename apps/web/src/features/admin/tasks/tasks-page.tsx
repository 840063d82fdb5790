import type { AdminSession } from '@vce/contract/admin';
import { type AdminTask, taskPeriodNames } from '@vce/contract/admin-tasks';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { type TaskInput, useConsoleTasks, useSaveTask } from '../api/tasks';

type TaskFields = Omit<TaskInput, 'id'>;

function TaskDialog({ task, onClose }: { task: AdminTask; onClose(): void }) {
  const save = useSaveTask();
  const submit = (fields: TaskFields) =>
    save.mutate(
      { ...fields, id: task.id },
      {
        onSuccess: () => {
          void toast.success('任务已保存');
          onClose();
        },
      },
    );
  return (
    <Modal open title={`编辑任务「${task.title}」`} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<TaskFields> layout="vertical" name="task" initialValues={task} onFinish={submit}>
        <Form.Item
          name="title"
          label="任务名称"
          rules={[{ required: true, whitespace: true, message: '请填写任务名称' }]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="description" label="任务说明">
          <Input maxLength={60} showCount />
        </Form.Item>
        <div className="admin-inline-row">
          <Form.Item name="points" label="奖励V粒">
            <InputNumber min={1} max={10_000} precision={0} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </div>
        <Form.Item
          name="link"
          label="去完成的链接"
          extra="本站路径，如 /bbasV3；留空则不显示去完成"
          rules={[{ pattern: /^(|\/\S*)$/, message: '须为本站路径，如 /bbasV3' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="enabled" valuePropName="checked">
          <Checkbox>上线（显示在任务中心并可领取奖励）</Checkbox>
        </Form.Item>
        <p className="admin-note">已领取的奖励不变；新的V粒从下一次领取起生效。完成条件由系统判断，不能修改。</p>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}

/** 任务: 任务中心's tasks — their words, V粒, link, order and whether they are offered — and how many claim them. */
export function TasksPage({ session }: { session: AdminSession }) {
  const tasks = useConsoleTasks();
  const [editing, setEditing] = useState<AdminTask | null>(null);
  if (!tasks.data) return <Spin className="admin-loading" />;
  return (
    <section aria-label="任务">
      <h1 className="admin-title">任务</h1>
      <Table<AdminTask>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={tasks.data.list}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 64 },
          {
            title: '任务',
            render: (_value, task) => (
              <div>
                <strong>{task.title}</strong>
                {task.description && <p className="admin-note">{task.description}</p>}
              </div>
            ),
          },
          {
            title: '类型',
            dataIndex: 'period',
            width: 96,
            render: (period: AdminTask['period']) => taskPeriodNames[period],
          },
          { title: '奖励V粒', dataIndex: 'points', width: 90 },
          { title: '去完成', dataIndex: 'link', render: (link: string) => link || '—' },
          {
            title: '今日领取 / 累计',
            width: 130,
            render: (_value, task) => `${task.claims_today} / ${task.claims_total}`,
          },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 80,
            render: (enabled: boolean) => (enabled ? <Tag color="green">上线</Tag> : <Tag>已下线</Tag>),
          },
          {
            title: '操作',
            width: 80,
            render: (_value, task) =>
              allows(session, 'tasks', 'edit') && (
                <Button size="small" aria-label={`编辑 ${task.title}`} onClick={() => setEditing(task)}>
                  编辑
                </Button>
              ),
          },
        ]}
      />
      {editing && <TaskDialog task={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
