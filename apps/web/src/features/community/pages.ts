import { notYetBuilt, type PageManifest } from '../../shared/pages';

/** 期友社区: the feed, a post, members' pages, one's own posts; the rest of the community is not built yet. */
export const communityPages = {
  '/qiyouCommunityV2': { load: () => import('./community-home-page') },
  '/qiyouCommunityV2/infoDetails': { load: () => import('./post-detail-page') },
  '/qiyouCommunityV2/board': { load: () => import('./board-page') },
  '/my/speech': { load: () => import('./my-posts-page') },
  '/qiyouCommunityV2/home': notYetBuilt,
  '/qiyouCommunityV2/memberInfo': { load: () => import('./members/member-page') },
  '/qiyouCommunityV2/topicDetails': notYetBuilt,
  '/qiyouCommunityV2/topicList': notYetBuilt,
  '/my/collection': notYetBuilt,
  '/my/history': notYetBuilt,
  '/my/keyNewsletter': notYetBuilt,
} satisfies PageManifest;
