import type { AdminSession } from '@vce/contract/admin';
import {
  type AdminResearchReportFields,
  type AdminResearchReportRow,
  exportAdminResearchReports,
} from '@vce/contract/admin-research-reports';
import { Button, Select, Table } from 'antd';
import { useState } from 'react';
import { paths } from '@vce/contract/routes';
import { toast } from '../../../shared/ui/feedback';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import {
  firstResearchReportsFilter,
  type ResearchReportsFilter,
  useChangeResearchReport,
  useReportAuthors,
  useResearchReports,
} from '../api/research-reports';
import { ExportButton } from '../export-button';
import { filtersOf } from '../filter-form';
import { KeywordSearch } from '../keyword-search';
import { serverPaging } from '../server-paging';
import { ReportDialog } from './report-dialog';
import { confirmDanger } from '../confirm-danger';
import { useProductNames } from '../product-select';

/**
 * 研报管理: the researchers' reports, newest first. A report is published with its PDF (read in the
 * page by everyone, downloaded by members), corrected, or taken down.
 */
export function ResearchReportsPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<ResearchReportsFilter>(firstResearchReportsFilter);
  // The report being edited; null for a new one; undefined while no form is open.
  const [editing, setEditing] = useState<AdminResearchReportRow | null | undefined>(undefined);
  const list = useResearchReports(filter);
  const authors = useReportAuthors();
  const change = useChangeResearchReport();
  const productName = useProductNames();
  const save = (fields: AdminResearchReportFields) =>
    change.mutate(
      { kind: 'save', id: editing?.id, fields },
      {
        onSuccess: () => {
          void toast.success(editing ? '研报已保存' : '研报已发布');
          setEditing(undefined);
        },
      },
    );
  const remove = (report: AdminResearchReportRow) =>
    confirmDanger({
      title: `下架研报「${report.title}」？`,
      content: '下架后研报列表、详情页和搜索中都不再显示，PDF文件一并删除，无法恢复。',
      action: '下架',
      onOk: () =>
        change
          .mutateAsync({ kind: 'delete', id: report.id })
          .then(() => void toast.success('研报已下架'))
          .catch(() => undefined),
    });
  return (
    <section aria-label="研报管理">
      <h1 className="admin-title">研报管理</h1>
      <div className="admin-filters">
        <KeywordSearch label="研报标题" setFilter={setFilter} />
        <Select
          allowClear
          placeholder="全部作者"
          aria-label="作者"
          className="admin-teacher-profile"
          options={authors.data?.list.map((author) => ({ value: author.id, label: author.name }))}
          onChange={(authorId?: number) => setFilter((current) => ({ ...current, page: 1, author_id: authorId }))}
        />
        {allows(session, 'research_reports', 'export') && (
          <ExportButton call={exportAdminResearchReports} filter={filtersOf(filter)} total={list.data?.total ?? 0} />
        )}
        {allows(session, 'research_reports', 'create') && (
          <Button type="primary" onClick={() => setEditing(null)}>
            发布研报
          </Button>
        )}
      </div>
      <Table<AdminResearchReportRow>
        rowKey="id"
        size="middle"
        {...serverPaging(list, filter, setFilter, '篇研报')}
        columns={[
          {
            title: '研报',
            render: (_value, report) => (
              <div>
                <a href={paths.report(report.id)} target="_blank" rel="noreferrer">
                  <strong>{report.title}</strong>
                </a>
                <p className="admin-note">{report.summary}</p>
              </div>
            ),
          },
          { title: '作者', dataIndex: 'author_name', width: 100 },
          {
            title: '品种',
            dataIndex: 'symbols',
            width: 120,
            render: (symbols: string[]) => symbols.map(productName).join('、'),
          },
          {
            title: '发布时间',
            dataIndex: 'published_at',
            width: 170,
            render: (time: number) => consoleTime(time),
          },
          {
            title: '操作',
            width: 140,
            render: (_value, report) => (
              <div className="admin-row-actions">
                {allows(session, 'research_reports', 'edit') && (
                  <Button size="small" aria-label={`编辑 ${report.title}`} onClick={() => setEditing(report)}>
                    编辑
                  </Button>
                )}
                {allows(session, 'research_reports', 'delete') && (
                  <Button size="small" danger aria-label={`下架 ${report.title}`} onClick={() => remove(report)}>
                    下架
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <ReportDialog report={editing} saving={change.isPending} onSave={save} onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}
