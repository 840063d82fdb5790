import type { PageManifest } from '../../shared/pages';
import { queryClient } from '../../shared/query-client';
import type { SearchKind } from '@vce/contract/search';
import { searchQueryOptions } from './api/search';

/** The results of the address's search, fetched beside the page's code. */
const prefetchResults = (overview: 'all' | 'community') => (query: URLSearchParams) => {
  const keyword = query.get('keyword')?.trim();
  const type = query.get('type') as SearchKind | null;
  const page = Math.max(1, Number(query.get('page')) || 1);
  if (keyword) void queryClient.prefetchQuery(searchQueryOptions(keyword, type ?? overview, page));
};

/** Search: the site's and the community's. */
export const searchPages = {
  '/search': { load: () => import('./search-page'), prefetch: prefetchResults('all') },
  '/qiyouCommunityV2/search': { load: () => import('./community-search-page'), prefetch: prefetchResults('community') },
} satisfies PageManifest;
