import { type SearchKind, searchKinds } from '@vce/contract/search';
import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../shared/ui/query-view';
import { type SearchScope, useSearchResults } from './api/search';
import { SearchBox } from './search-box';
import { kindNames } from './search-kinds';
import { SearchResults } from './search-results';
import './search.css';

/**
 * A search page: the box, the kinds to narrow to, and the grouped results. `keyword`, the kind
 * (`type`) and the page live in the address, so a result can be linked and reloaded.
 */
export function SearchView({
  title,
  overview,
  kinds,
}: {
  title: string;
  /** The scope of 全部: everything, or the community's kinds. */
  overview: 'all' | 'community';
  kinds: readonly SearchKind[];
}) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const type = params.get('type') as SearchKind | null;
  const kind = type && kinds.includes(type) ? type : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const scope: SearchScope = kind ?? overview;
  const results = useSearchResults(keyword, scope, page);
  const go = (next: { keyword?: string; type?: SearchKind | null; page?: number }) => {
    const query = new URLSearchParams();
    query.set('keyword', next.keyword ?? keyword);
    const nextType = next.type === undefined ? kind : next.type;
    if (nextType) query.set('type', nextType);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <div className="search-page" data-testid="search-page">
      <h1 className="search-title">{title}</h1>
      <SearchBox key={keyword} initial={keyword} onSearch={(value) => go({ keyword: value, page: 1 })} />
      {keyword && (
        <>
          <Segmented
            className="search-kinds"
            value={kind ?? 'all'}
            onChange={(value) => go({ type: value === 'all' ? null : (value as SearchKind), page: 1 })}
            options={[
              { label: '全部', value: 'all' },
              ...searchKinds
                .filter((each) => kinds.includes(each))
                .map((each) => ({ label: kindNames[each], value: each })),
            ]}
          />
          <QueryView query={results}>
            {(answer) => (
              <SearchResults
                groups={answer.groups}
                terms={answer.terms}
                single={kind !== null}
                page={page}
                onPage={(next) => go({ page: next })}
                onMore={(more) => go({ type: more, page: 1 })}
              />
            )}
          </QueryView>
        </>
      )}
    </div>
  );
}
