import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminSession } from '@vce/contract/admin';
import { paths } from '@vce/contract/routes';
import { Button, Table } from 'antd';
import { EditDeleteButtons } from '../edit-delete-buttons';
import type { ColumnType } from 'antd/es/table';
import type { BbasContentFilter } from '../api/bbas';
import { KeywordSearch } from '../keyword-search';
import { ProductFilter, useProductNames } from '../product-select';
import { consoleTime } from '../admin-time';
import { serverPaging } from '../server-paging';

/* What the notes' and the views' pages share: the filters and the table. */

/** A product and a word in the title, and the button that writes a new one (absent for a role that may not). */
export function ContentFilters({
  setFilter,
  newLabel,
  onNew,
}: {
  setFilter: (update: (current: BbasContentFilter) => BbasContentFilter) => void;
  newLabel: string;
  onNew?: () => void;
}) {
  return (
    <div className="admin-filters">
      <ProductFilter setFilter={setFilter} />
      <KeywordSearch label="标题关键词" setFilter={setFilter} />
      {onNew && (
        <Button type="primary" onClick={onNew}>
          {newLabel}
        </Button>
      )}
    </div>
  );
}

type ContentRow = { id: number; symbol: string; title: string; published_at: number };

/**
 * The notes' or views' table: what leads a row and who signs it (the page's own columns), then the
 * product, the time and the row's 编辑 and 删除, each shown to the roles allowed it.
 */
export function ContentTable<Row extends ContentRow>({
  session,
  resource,
  list,
  filter,
  setFilter,
  unit,
  columns,
  onEdit,
  onRemove,
}: {
  session: AdminSession;
  resource: 'bbas_notes' | 'bbas_views';
  list: UseQueryResult<{ total: number; list: Row[] }>;
  filter: BbasContentFilter;
  setFilter: (update: (current: BbasContentFilter) => BbasContentFilter) => void;
  unit: string;
  columns: { lead: ColumnType<Row>; byline: ColumnType<Row> };
  onEdit(row: Row): void;
  onRemove(row: Row): void;
}) {
  const productName = useProductNames();
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      {...serverPaging(list, filter, setFilter, unit)}
      columns={[
        columns.lead,
        {
          title: '品种',
          dataIndex: 'symbol',
          width: 100,
          render: (symbol: string) => (
            <a href={paths.bbasDetail(symbol)} target="_blank" rel="noreferrer">
              {productName(symbol)}
            </a>
          ),
        },
        columns.byline,
        { title: '发布时间', dataIndex: 'published_at', width: 170, render: (time: number) => consoleTime(time) },
        {
          title: '操作',
          width: 140,
          render: (_value, row) => (
            <EditDeleteButtons session={session} resource={resource} row={row} onEdit={onEdit} onRemove={onRemove} />
          ),
        },
      ]}
    />
  );
}
