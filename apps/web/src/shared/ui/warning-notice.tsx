import { ExclamationCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * A page's "cannot show this" in its place (not signed in, not there): a warning, what it is, and
 * what to do. Plain markup laid out as antd's Result with status warning, whose code (11 KiB with
 * the status pictures) came with every page that can say so, before its first paint.
 */
export function WarningNotice({ title, action }: { title: ReactNode; action: ReactNode }) {
  return (
    <div className="warning-notice" role="status">
      <ExclamationCircleFilled className="warning-notice-icon" />
      <h2>{title}</h2>
      {action}
    </div>
  );
}
