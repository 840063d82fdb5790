import { deviceQueryOptions } from '../features/shell/api/add-device';
import { prefetchSignInPopup } from './daily-popups';
import { userIndexQueryOptions } from '../shared/current-user';
import { initQueryOptions } from '../shared/site-init';
import { queryClient } from '../shared/query-client';
import { isSignedIn } from '../shared/session';

/**
 * The personal area's loader: the device registration, whose answer shows the layout's gift-pack tip
 * (the largest paint of the area's pages), asked for while the layout's and the page's code load.
 */
export const prefetchUserLayout = () => {
  void queryClient.prefetchQuery(deviceQueryOptions());
  return null;
};

/**
 * Every page's loader, asking while the pages' code loads: the site's settings (init: grey mode, the
 * community's activity banner, the promos), which every page reads once drawn, and a signed-in user's
 * account (the header's user area, and the balances and levels the personal pages show first) and
 * whether today's sign-in popup shows.
 */
export const prefetchShell = ({ request }: { request: Request }) => {
  void queryClient.prefetchQuery(initQueryOptions());
  if (isSignedIn()) void queryClient.prefetchQuery(userIndexQueryOptions());
  prefetchSignInPopup(new URL(request.url).pathname);
  return null;
};
