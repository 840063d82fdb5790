import {
  type AdminAction,
  type AdminResource,
  adminActionNames,
  adminActions,
  adminResourceNames,
  adminResources,
  adminRoleNames,
} from '@vce/contract/admin';
import { type AuditEntry, exportAudit } from '@vce/contract/admin-audit';
import { Form, InputNumber, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { type AuditFilter, useAudit } from '../api/admin';
import { consoleTime } from '../admin-time';
import { ExportButton } from '../export-button';
import { chosenFields, DateRangeAndSubmit, filtersOf } from '../filter-form';
import { serverPaging } from '../server-paging';

interface FilterFields {
  actor_id?: number;
  resource?: AdminResource;
  action?: AdminAction;
  from?: string;
  to?: string;
}

const shownJson = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** 审计日志: every console change, newest first, filtered by person, resource, action and Beijing dates. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({ page: 1, limit: 20 });
  const audit = useAudit(filter);
  const apply = (fields: FilterFields) => {
    const chosen = chosenFields(fields);
    setFilter({ ...chosen, page: 1, limit: filter.limit });
  };
  return (
    <section aria-label="审计日志">
      <h1 className="admin-title">审计日志</h1>
      <p className="admin-hint">后台的每一次修改都记录在此，只可追加，任何人（包括站长）都不能修改或删除。</p>
      <Form<FilterFields> layout="inline" className="admin-filters" onFinish={apply}>
        <Form.Item name="actor_id" label="操作人ID">
          <InputNumber min={1} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="resource" label="对象">
          <Select
            allowClear
            style={{ width: 120 }}
            options={adminResources.map((value) => ({ value, label: adminResourceNames[value] }))}
          />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Select
            allowClear
            style={{ width: 100 }}
            options={adminActions.map((value) => ({ value, label: adminActionNames[value] }))}
          />
        </Form.Item>
        <DateRangeAndSubmit />
        <ExportButton call={exportAudit} filter={filtersOf(filter)} total={audit.data?.total ?? 0} />
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        {...serverPaging(audit, filter, setFilter, '条')}
        columns={[
          { title: '时间', dataIndex: 'time', width: 180, render: (time: number) => consoleTime(time) },
          {
            title: '操作人',
            dataIndex: 'actor',
            render: (actor: AuditEntry['actor'], entry) => (
              <>
                {actor.nickname}（{actor.id}）<Tag>{adminRoleNames[entry.role]}</Tag>
              </>
            ),
          },
          {
            title: '操作',
            dataIndex: 'call',
            render: (call: string, entry) => (
              <span title={call}>
                {adminActionNames[entry.action]}
                {adminResourceNames[entry.resource]} #{entry.target}
              </span>
            ),
          },
          { title: '修改前', dataIndex: 'before', render: shownJson },
          { title: '修改后', dataIndex: 'after', render: shownJson },
          { title: 'IP', dataIndex: 'ip', width: 130 },
        ]}
      />
    </section>
  );
}
