import type { PageManifest } from '../../shared/pages';
import { queryClient } from '../../shared/query-client';
import { isSignedIn } from '../../shared/session';
import { idFrom } from '../../shared/use-query-param';
import { keyNewslettersQueryOptions } from './api/newsletters';
import { boardQueryOptions, type FeedScope, feedOf, feedQueryOptions, postDetailQueryOptions } from './api/posts';
import { favouritesQueryOptions, historyQueryOptions } from './api/reading';
import { topicQueryOptions } from './api/topics';

/** The first page of the feed the address opens, beside the page's code (关注 only for a signed-in user). */
function prefetchFeed(query: URLSearchParams, scope: FeedScope) {
  const type = feedOf(query.get('feed'), scope);
  if (type !== 'following' || isSignedIn())
    void queryClient.prefetchQuery(feedQueryOptions({ type, page: 1, scope, unsolved: false }));
}

/** A personal list's first page is asked for a signed-in user only (a guest is asked to log in). */
const whenSignedIn = (prefetch: () => void) => () => {
  if (isSignedIn()) prefetch();
};

/**
 * 期友社区: the home and its feeds, a post, product boards, members' pages, topics, one's own posts,
 * favourites, history and key newsletters. A page's first answers are asked for while its code loads.
 */
export const communityPages = {
  '/qiyouCommunityV2': { load: () => import('./community-home-page'), prefetch: (query) => prefetchFeed(query, {}) },
  '/qiyouCommunityV2/infoDetails': {
    load: () => import('./post-detail-page'),
    prefetch: (query) => {
      const id = idFrom(query);
      if (id !== null) void queryClient.prefetchQuery(postDetailQueryOptions(id));
    },
  },
  '/qiyouCommunityV2/board': {
    load: () => import('./board-page'),
    prefetch: (query) => {
      const symbol = query.get('symbol')?.trim();
      if (!symbol) return;
      void queryClient.prefetchQuery(boardQueryOptions(symbol));
      prefetchFeed(query, { symbol });
    },
  },
  '/my/speech': { load: () => import('./my-posts-page') },
  '/qiyouCommunityV2/home': {
    load: () => import('./community-home-page'),
    prefetch: (query) => prefetchFeed(query, {}),
  },
  '/qiyouCommunityV2/memberInfo': { load: () => import('./members/member-page') },
  '/qiyouCommunityV2/topicDetails': {
    load: () => import('./topics/topic-details-page'),
    prefetch: (query) => {
      const topicId = idFrom(query);
      if (topicId === null) return;
      void queryClient.prefetchQuery(topicQueryOptions(topicId));
      prefetchFeed(query, { topicId });
    },
  },
  '/qiyouCommunityV2/topicList': { load: () => import('./topics/topic-list-page') },
  '/my/collection': {
    load: () => import('./reading/favourites-page'),
    prefetch: whenSignedIn(() => void queryClient.prefetchQuery(favouritesQueryOptions(1))),
  },
  '/my/history': {
    load: () => import('./reading/history-page'),
    prefetch: whenSignedIn(() => void queryClient.prefetchQuery(historyQueryOptions(1))),
  },
  '/my/keyNewsletter': {
    load: () => import('./newsletters/key-newsletters-page'),
    prefetch: whenSignedIn(() => void queryClient.prefetchInfiniteQuery(keyNewslettersQueryOptions())),
  },
} satisfies PageManifest;
