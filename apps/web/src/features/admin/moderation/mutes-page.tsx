import type { AdminSession } from '@vce/contract/admin';
import { type AdminMuteRow, exportAdminMutes, muteHourNames, muteHours } from '@vce/contract/admin-mutes';
import { Button, Form, Input, InputNumber, Select, Table } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import { ExportButton } from '../export-button';
import { firstMutesFilter, type MutesFilter, useChangeMutes, useMutes } from '../api/mutes';
import { serverPaging } from '../server-paging';

interface MuteFields {
  user_id: number;
  hours: (typeof muteHours)[number];
  reason: string;
}

/** A new mute: the user by id, one of the lengths, and the reason the audit log keeps. */
function MuteForm() {
  const { mute } = useChangeMutes();
  const [form] = Form.useForm<MuteFields>();
  return (
    <Form<MuteFields>
      form={form}
      layout="inline"
      name="mute"
      initialValues={{ hours: 24 }}
      onFinish={(values) =>
        mute.mutate(values, {
          onSuccess: (row) => {
            form.resetFields();
            void toast.success(`已禁言「${row.user.nickname}」${muteHourNames[values.hours]}`);
          },
        })
      }
    >
      <Form.Item name="user_id" rules={[{ required: true, message: '请输入用户ID' }]}>
        <InputNumber min={1} precision={0} placeholder="用户ID" aria-label="用户ID" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="hours">
        <Select
          aria-label="禁言时长"
          style={{ width: 100 }}
          options={muteHours.map((hours) => ({ value: hours, label: muteHourNames[hours] }))}
        />
      </Form.Item>
      <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请填写禁言原因' }]}>
        <Input placeholder="禁言原因（审计日志可见）" aria-label="禁言原因" maxLength={100} style={{ width: 240 }} />
      </Form.Item>
      <Button danger htmlType="submit" loading={mute.isPending}>
        禁言
      </Button>
    </Form>
  );
}

/**
 * 禁言: users a moderator muted in every live room's chat and the circle, until the mute ends or is
 * lifted; a new one is made here by the user's id (the user list finds it).
 */
export function MutesPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<MutesFilter>(firstMutesFilter);
  const list = useMutes(filter);
  const { lift } = useChangeMutes();
  return (
    <section aria-label="禁言">
      <h1 className="admin-title">禁言</h1>
      <p className="admin-note">被禁言的用户在所有直播间聊天和圈子评论中不能发言，到期自动解除。</p>
      <div className="admin-filters">
        {allows(session, 'mutes', 'create') && <MuteForm />}
        {allows(session, 'mutes', 'export') && (
          <ExportButton call={exportAdminMutes} filter={{}} total={list.data?.total ?? 0} />
        )}
      </div>
      <Table<AdminMuteRow>
        rowKey={(row) => row.user.id}
        size="middle"
        {...serverPaging(list, filter, setFilter, '人被禁言')}
        columns={[
          {
            title: '用户',
            render: (_value, row) => `${row.user.nickname}（ID ${row.user.id}）`,
          },
          { title: '原因', dataIndex: 'reason' },
          { title: '到期时间', dataIndex: 'until', width: 170, render: (time: number) => consoleTime(time) },
          {
            title: '操作人',
            width: 160,
            render: (_value, row) => (
              <div>
                {row.by.nickname}
                <p className="admin-note">{consoleTime(row.created_at)}</p>
              </div>
            ),
          },
          {
            title: '操作',
            width: 100,
            render: (_value, row) =>
              allows(session, 'mutes', 'delete') && (
                <Button
                  size="small"
                  aria-label={`解除禁言 ${row.user.nickname}`}
                  loading={lift.isPending && lift.variables === row.user.id}
                  onClick={() =>
                    lift.mutate(row.user.id, {
                      onSuccess: () => void toast.success(`已解除「${row.user.nickname}」的禁言`),
                    })
                  }
                >
                  解除
                </Button>
              ),
          },
        ]}
      />
    </section>
  );
}
