import { communitySearchKinds } from '@vce/contract/search';
import { SearchView } from './search-view';

/** 社区搜索 (/qiyouCommunityV2/search?keyword=): the community's posts, topics, members and product boards. */
export default function CommunitySearchPage() {
  return <SearchView title="社区搜索" overview="community" kinds={communitySearchKinds} />;
}
