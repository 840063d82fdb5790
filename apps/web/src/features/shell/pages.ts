import { notYetBuilt, type PageManifest } from '../../shared/pages';

/** The shell's pages: the agreements, and the site's own about pages (not built yet). */
export const shellPages = {
  '/agreementV2': { load: () => import('./agreement-page') },
  '/my/agreementList': { load: () => import('./agreement-list-page') },
  '/aboutUs': notYetBuilt,
  '/businessCooperation': notYetBuilt,
} satisfies PageManifest;
