import { searchKinds } from '@vce/contract/search';
import { SearchView } from './search-view';

/** 搜索 (/search?keyword=): products, courses, posts, reports, indicators and members in one search. */
export default function SearchPage() {
  return <SearchView title="搜索" overview="all" kinds={searchKinds} />;
}
