import type { PageManifest } from '../../shared/pages';
import { queryClient } from '../../shared/query-client';
import { sitePageQueryOptions } from './api/site-pages';

/** The shell's pages: the agreements, and the site's own pages operators write (their text fetched beside their code). */
export const shellPages = {
  '/agreementV2': { load: () => import('./agreement-page') },
  '/my/agreementList': { load: () => import('./agreement-list-page') },
  '/aboutUs': {
    load: () => import('./about-us-page'),
    prefetch: () => void queryClient.prefetchQuery(sitePageQueryOptions('about_us')),
  },
  '/businessCooperation': {
    load: () => import('./business-cooperation-page'),
    prefetch: () => void queryClient.prefetchQuery(sitePageQueryOptions('business_cooperation')),
  },
} satisfies PageManifest;
