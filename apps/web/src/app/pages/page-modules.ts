/** Pages that are built; every other route of the table shows its layout and a coming-soon notice. */
export const pageModules: Record<string, () => Promise<{ default: () => React.ReactNode }>> = {
  '/': () => import('./home-page'),
  '/login': () => import('./login-page'),
  '/auth': () => import('./auth-page'),
  '/liveReject': () => import('./live-reject-page'),
  '/wxLoginCallback': () => import('../../features/account/wx-login-callback-page'),
};
