import type { PageManifest } from '../../shared/pages';

/** 期友社区: the home and its feeds, a post, product boards, members' pages, topics, one's own posts, favourites, history and key newsletters. */
export const communityPages = {
  '/qiyouCommunityV2': { load: () => import('./community-home-page') },
  '/qiyouCommunityV2/infoDetails': { load: () => import('./post-detail-page') },
  '/qiyouCommunityV2/board': { load: () => import('./board-page') },
  '/my/speech': { load: () => import('./my-posts-page') },
  '/qiyouCommunityV2/home': { load: () => import('./community-home-page') },
  '/qiyouCommunityV2/memberInfo': { load: () => import('./members/member-page') },
  '/qiyouCommunityV2/topicDetails': { load: () => import('./topics/topic-details-page') },
  '/qiyouCommunityV2/topicList': { load: () => import('./topics/topic-list-page') },
  '/my/collection': { load: () => import('./reading/favourites-page') },
  '/my/history': { load: () => import('./reading/history-page') },
  '/my/keyNewsletter': { load: () => import('./newsletters/key-newsletters-page') },
} satisfies PageManifest;
