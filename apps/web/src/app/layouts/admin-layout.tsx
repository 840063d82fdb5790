import { AdminApp } from '../../features/admin/admin-app';
import { FeedbackHost } from '../../shared/ui/feedback';
import { ApiBridge } from '../api-bridge';

/**
 * The operators' console's layout: none of the site's shell (header, toolbar, popups), only the
 * API client's shared handling and the toasts. Its own lazy chunk, loaded only at /admin.
 */
export function AdminLayout() {
  return (
    <>
      <ApiBridge />
      <FeedbackHost />
      <AdminApp />
    </>
  );
}
