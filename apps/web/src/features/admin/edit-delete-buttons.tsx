import type { AdminResource, AdminSession } from '@vce/contract/admin';
import { Button } from 'antd';
import { allows } from './api/admin';

/** A row's 编辑 and 删除 (named with the row's title), each shown to the roles allowed it. */
export function EditDeleteButtons<Row extends { title: string }>({
  session,
  resource,
  row,
  onEdit,
  onRemove,
}: {
  session: AdminSession;
  resource: AdminResource;
  row: Row;
  onEdit(row: Row): void;
  onRemove(row: Row): void;
}) {
  return (
    <div className="admin-row-actions">
      {allows(session, resource, 'edit') && (
        <Button size="small" aria-label={`编辑 ${row.title}`} onClick={() => onEdit(row)}>
          编辑
        </Button>
      )}
      {allows(session, resource, 'delete') && (
        <Button size="small" danger aria-label={`删除 ${row.title}`} onClick={() => onRemove(row)}>
          删除
        </Button>
      )}
    </div>
  );
}
