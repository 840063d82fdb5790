import { deviceQueryOptions } from '../features/shell/api/add-device';
import { userIndexQueryOptions } from '../shared/current-user';
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
 * Every page's loader: a signed-in user's account (the header's user area, and the balances and
 * levels the personal pages show first), asked for while the pages' code loads.
 */
export const prefetchSignedInUser = () => {
  if (isSignedIn()) void queryClient.prefetchQuery(userIndexQueryOptions());
  return null;
};
