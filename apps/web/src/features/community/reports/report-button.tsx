import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { lazyOnDemand, useCodeReady } from '../../../shared/lazy-chunk';
import { requireLogin } from '../../../shared/login-store';

// The dialog's code (radios, a text area, the modal) loads when a reader asks to report: few do.
const ReportDialog = lazyOnDemand(
  () => import('./report-dialog'),
  (module) => module.ReportDialog,
);

/**
 * 举报 a post or comment: a reason and an optional note into the moderation queue. A guest is asked
 * to sign in; what the server refuses (one's own, a second report) is shown by the API client.
 */
export function ReportButton({ type, id }: { type: 'post' | 'comment'; id: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const isCodeReady = useCodeReady(ReportDialog, isOpen);
  return (
    <>
      <Button
        type="text"
        size="small"
        className="muted"
        loading={isOpen && !isCodeReady}
        onClick={() => requireLogin() && setIsOpen(true)}
      >
        举报
      </Button>
      {isOpen && isCodeReady && (
        <Suspense fallback={null}>
          <ReportDialog type={type} id={id} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
