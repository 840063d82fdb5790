import type { AdminSession } from '@vce/contract/admin';
import { type AdminCooperationRow, exportAdminCooperation } from '@vce/contract/admin-pages';
import { cooperationKinds } from '@vce/contract/shell-pages';
import { Button, Form, Input, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import {
  type CooperationFilter,
  firstCooperationFilter,
  useCooperationInbox,
  useHandleCooperation,
} from '../api/pages';
import { ExportButton } from '../export-button';
import { filtersOf } from '../filter-form';
import { serverPaging } from '../server-paging';
import { StatusFilter } from '../status-filter';

const statusOptions = [
  { value: 'new', label: '待跟进' },
  { value: 'handled', label: '已跟进' },
  { value: 'all', label: '全部' },
] as const;

/** The follow-up of one request: what was done, kept with it and in the audit log. */
function HandleDialog({ row, onClose }: { row: AdminCooperationRow; onClose(): void }) {
  const handle = useHandleCooperation();
  return (
    <Modal open title={`跟进：${row.name}（${row.mobile}）`} footer={null} onCancel={onClose} destroyOnHidden>
      <p>{row.message}</p>
      <Form<{ note: string }>
        layout="vertical"
        onFinish={({ note }) =>
          handle.mutate(
            { id: row.id, note },
            {
              onSuccess: () => {
                void toast.success('已标记为已跟进');
                onClose();
              },
            },
          )
        }
      >
        <Form.Item
          name="note"
          label="跟进说明"
          rules={[{ required: true, whitespace: true, message: '请填写跟进说明' }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={handle.isPending}>
          标记已跟进
        </Button>
      </Form>
    </Modal>
  );
}

/** 商务合作: the requests sent from /businessCooperation, newest first, each followed up with a note. */
export function CooperationPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<CooperationFilter>(firstCooperationFilter);
  const [open, setOpen] = useState<AdminCooperationRow | null>(null);
  const inbox = useCooperationInbox(filter);
  const canHandle = allows(session, 'cooperation', 'edit');
  return (
    <section aria-label="商务合作">
      <h1 className="admin-title">商务合作</h1>
      <div className="admin-filters">
        <StatusFilter options={statusOptions} filter={filter} setFilter={setFilter} />
        {allows(session, 'cooperation', 'export') && (
          <ExportButton call={exportAdminCooperation} filter={filtersOf(filter)} total={inbox.data?.total ?? 0} />
        )}
      </div>
      <Table<AdminCooperationRow>
        rowKey="id"
        size="middle"
        {...serverPaging(inbox, filter, setFilter, '条申请')}
        columns={[
          { title: '提交时间', dataIndex: 'created_at', width: 170, render: (time: number) => consoleTime(time) },
          {
            title: '联系人',
            render: (_value, row) => (
              <div>
                <strong>{row.name}</strong> {row.mobile}
                {row.company && <p className="admin-note">{row.company}</p>}
              </div>
            ),
          },
          {
            title: '合作类型',
            dataIndex: 'kind',
            render: (kind: AdminCooperationRow['kind']) => cooperationKinds[kind],
          },
          { title: '合作说明', dataIndex: 'message' },
          {
            title: '状态',
            render: (_value, row) =>
              row.status === 'new' ? (
                canHandle ? (
                  <Button size="small" onClick={() => setOpen(row)}>
                    跟进
                  </Button>
                ) : (
                  <Tag color="gold">待跟进</Tag>
                )
              ) : (
                <div>
                  <Tag color="green">已跟进</Tag>
                  <p className="admin-note">{row.note}</p>
                </div>
              ),
          },
        ]}
      />
      {open && <HandleDialog row={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
