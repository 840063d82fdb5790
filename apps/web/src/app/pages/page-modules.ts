/** Pages that are built; every other route of the table shows its layout and a coming-soon notice. */
export const pageModules: Record<string, () => Promise<{ default: () => React.ReactNode }>> = {
  '/': () => import('./home-page'),
  '/bbasV3': () => import('./bbas-page'),
  '/bbasV3/details': () => import('./bbas-details-page'),
  '/login': () => import('./login-page'),
  '/auth': () => import('./auth-page'),
  '/liveReject': () => import('./live-reject-page'),
  '/my/setUpInformation': () => import('../../features/account/my/profile-settings-page'),
  '/my/follow': () => import('../../features/account/my/follow-page'),
  '/my/fans': () => import('../../features/account/my/fans-page'),
  '/wxLoginCallback': () => import('../../features/account/wx-login-callback-page'),
};
