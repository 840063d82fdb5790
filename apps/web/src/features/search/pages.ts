import { notYetBuilt, type PageManifest } from '../../shared/pages';

/** Search: the site's and the community's (not built yet). */
export const searchPages = {
  '/search': notYetBuilt,
  '/qiyouCommunityV2/search': notYetBuilt,
} satisfies PageManifest;
