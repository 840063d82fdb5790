import type { AdminSession } from '@vce/contract/admin';
import {
  type AdminReportRow,
  contentStateNames,
  exportAdminReports,
  reportDecisionNames,
} from '@vce/contract/admin-moderation';
import { reportReasons } from '@vce/contract/community-reports';
import { paths } from '@vce/contract/routes';
import { Button, Segmented, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { dialogs, toast } from '../../../shared/ui/feedback';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import { firstReportsFilter, type ReportsFilter, useHandleReport, useReportQueue } from '../api/moderation';
import { ExportButton } from '../export-button';
import { filtersOf } from '../filter-form';
import { serverPaging } from '../server-paging';

const statusOptions = [
  { value: 'pending', label: '待处理' },
  { value: 'handled', label: '已处理' },
] as const;
const typeNames = { post: '帖子', comment: '评论' } as const;
const stateColors = { live: 'green', hidden: 'red', deleted: 'default' } as const;

/** The moderator's two decisions on a row, each confirmed: what is shown and hidden changes for every reader. */
function Decisions({ row }: { row: AdminReportRow }) {
  const handle = useHandleReport();
  const decide = (decision: 'hide' | 'keep') =>
    void dialogs.confirm({
      title: decision === 'hide' ? `隐藏这条${typeNames[row.type]}？` : `保留这条${typeNames[row.type]}？`,
      content:
        decision === 'hide'
          ? '内容将从社区列表、详情和搜索中消失，作者会收到通知。'
          : '举报将被驳回；若内容已被隐藏，将恢复显示，作者会收到通知。',
      okText: decision === 'hide' ? '隐藏' : '保留',
      okButtonProps: { danger: decision === 'hide' },
      cancelText: '取消',
      onOk: () =>
        handle
          .mutateAsync({ type: row.type, id: row.id, decision })
          .then(() => void toast.success(decision === 'hide' ? '已隐藏' : '已保留'))
          .catch(() => undefined),
    });
  if (row.state === 'deleted') return null;
  return (
    <Space>
      {!(row.state === 'hidden' && row.hidden_by === 'moderator') && (
        <Button danger size="small" onClick={() => decide('hide')}>
          隐藏
        </Button>
      )}
      {!(row.state === 'live' && row.decision === 'dismissed') && (
        <Button size="small" onClick={() => decide('keep')}>
          {row.state === 'hidden' ? '恢复' : '保留'}
        </Button>
      )}
    </Space>
  );
}

/** 举报处理: posts and comments readers reported, newest first, each hidden or kept by a moderator. */
export function ReportsPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<ReportsFilter>(firstReportsFilter);
  const reports = useReportQueue(filter);
  const change = (next: Partial<ReportsFilter>) => setFilter((current) => ({ ...current, page: 1, ...next }));
  const canDecide = allows(session, 'reports', 'edit');
  return (
    <section aria-label="举报处理">
      <h1 className="admin-title">举报处理</h1>
      <div className="admin-filters">
        <Segmented
          options={[...statusOptions]}
          value={filter.status}
          onChange={(status) => change({ status: status as ReportsFilter['status'] })}
        />
        <Select
          allowClear
          placeholder="全部类型"
          aria-label="举报对象类型"
          style={{ width: 120 }}
          value={filter.type}
          onChange={(type: ReportsFilter['type']) => change({ type })}
          options={[
            { value: 'post', label: '帖子' },
            { value: 'comment', label: '评论' },
          ]}
        />
        {allows(session, 'reports', 'export') && (
          <ExportButton call={exportAdminReports} filter={filtersOf(filter)} total={reports.data?.total ?? 0} />
        )}
      </div>
      <Table<AdminReportRow>
        rowKey={(row) => `${row.type}:${row.id}`}
        size="middle"
        {...serverPaging(reports, filter, setFilter, '条内容')}
        columns={[
          {
            title: '被举报内容',
            render: (_value, row) => (
              <div className="admin-reported">
                <Tag>{typeNames[row.type]}</Tag>
                <a href={paths.communityPost(row.post_id)} target="_blank" rel="noreferrer">
                  {row.post_title}
                </a>
                {row.type === 'comment' && <p>{row.excerpt}</p>}
              </div>
            ),
          },
          { title: '作者', render: (_value, row) => `${row.author.nickname}（ID ${row.author.id}）` },
          {
            title: '举报',
            render: (_value, row) => (
              <div>
                <strong>{row.reporters} 人</strong>
                {row.reasons.map((entry) => (
                  <Tag key={entry.reason}>
                    {reportReasons[entry.reason]} {entry.count}
                  </Tag>
                ))}
                {row.notes.map((note, index) => (
                  <p key={index} className="admin-note">
                    “{note}”
                  </p>
                ))}
              </div>
            ),
          },
          {
            title: '状态',
            render: (_value, row) => (
              <div className="admin-state">
                <Tag color={stateColors[row.state]}>
                  {contentStateNames[row.state]}
                  {row.hidden_by === 'reports' && '（举报达到人数）'}
                </Tag>
                <span>{reportDecisionNames[row.decision]}</span>
              </div>
            ),
          },
          { title: '最近举报', dataIndex: 'reported_at', render: (time: number) => consoleTime(time) },
          ...(canDecide
            ? [{ title: '处理', render: (_value: unknown, row: AdminReportRow) => <Decisions row={row} /> }]
            : []),
        ]}
      />
    </section>
  );
}
