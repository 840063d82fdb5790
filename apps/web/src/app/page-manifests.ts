import { type PagePath, pageRoutes } from '@vce/contract/routes';
import { accountPages } from '../features/account/pages';
import { assistantPages } from '../features/assistant/pages';
import { commercePages } from '../features/commerce/pages';
import { communityPages } from '../features/community/pages';
import { learningPages } from '../features/learning/pages';
import { livePages } from '../features/live/pages';
import { marketPages } from '../features/market/pages';
import { searchPages } from '../features/search/pages';
import { shellPages } from '../features/shell/pages';
import type { BuiltPage, PageManifest } from '../shared/pages';
import { composedPages } from './pages/composed-pages';

/** Every feature's manifest of pages, and the pages app/ composes from several features. */
export const pageManifests: Record<string, PageManifest> = {
  shell: shellPages,
  account: accountPages,
  market: marketPages,
  commerce: commercePages,
  community: communityPages,
  assistant: assistantPages,
  live: livePages,
  learning: learningPages,
  search: searchPages,
  app: composedPages,
};

/** The page of each path of the table, as the feature declaring it built it. */
export const builtPages = new Map<PagePath, BuiltPage>(
  Object.values(pageManifests).flatMap((manifest) =>
    pageRoutes.flatMap((route) => {
      const page = manifest[route.path];
      return page ? [[route.path, page] as const] : [];
    }),
  ),
);
