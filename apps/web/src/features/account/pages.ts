import type { PageManifest } from '../../shared/pages';

/** Account's pages: the login guard's page, WeChat's return and its phone binding, the personal settings, follows and fans. */
export const accountPages = {
  '/auth': { load: () => import('./auth-page') },
  '/wxLoginCallback': { load: () => import('./wx-login-callback-page') },
  '/my/setup': { load: () => import('./my/setup-page') },
  '/my/setUpInformation': { load: () => import('./my/profile-settings-page') },
  '/my/follow': { load: () => import('./my/follow-page') },
  '/my/fans': { load: () => import('./my/fans-page') },
  '/bindMobile': { load: () => import('./bind-mobile-page') },
} satisfies PageManifest;
