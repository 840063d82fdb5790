import { UserOutlined } from '@ant-design/icons';
import type { SearchGroup, SearchHit, SearchKind } from '@vce/contract/search';
import { Avatar, Button, Empty } from 'antd';
import { Link } from 'react-router';
import { formatBeijingTime } from '../../shared/beijing-time';
import { ProductPrice } from '../../shared/market/product-price-chip';
import { Pager } from '../../shared/ui/pager';
import { PAGE_SIZE } from './api/search';
import { Highlight } from './highlight';
import { kindNames } from './search-kinds';

function HitRow({ hit, terms }: { hit: SearchHit; terms: string[] }) {
  return (
    <li className={`search-hit search-hit-${hit.kind}`} data-testid="search-hit">
      {hit.kind === 'member' && <Avatar src={hit.avatar || undefined} size="small" icon={<UserOutlined />} alt="" />}
      <div>
        <Link to={hit.link} className="search-hit-title">
          <Highlight text={hit.title} terms={terms} />
        </Link>
        {hit.symbol && <ProductPrice symbol={hit.symbol} />}
        {hit.excerpt && (
          <p className="search-hit-excerpt">
            <Highlight text={hit.excerpt} terms={terms} />
          </p>
        )}
      </div>
      {hit.time > 0 && <time>{formatBeijingTime(hit.time * 1000, 'day')}</time>}
    </li>
  );
}

/**
 * The groups of an answer: on the overview each shows its first hits with 查看全部 (that kind
 * alone); one kind shows its page of hits and the pager.
 */
export function SearchResults({
  groups,
  terms,
  single,
  page,
  onPage,
  onMore,
}: {
  groups: SearchGroup[];
  terms: string[];
  /** Showing one kind, paged. */
  single: boolean;
  page: number;
  onPage(page: number): void;
  onMore(kind: SearchKind): void;
}) {
  if (groups.length === 0)
    return <Empty description="没有找到相关内容，换个关键词试试：品种名、代码、拼音首字母都可以" />;
  return (
    <div className="search-groups">
      {groups.map((group) => (
        <section key={group.kind} className="search-group" aria-label={kindNames[group.kind]}>
          <header>
            <h2>
              {kindNames[group.kind]} <small>{group.total}</small>
            </h2>
            {!single && group.total > group.hits.length && (
              <Button type="link" onClick={() => onMore(group.kind)}>
                查看全部{group.total}个{kindNames[group.kind]}
              </Button>
            )}
          </header>
          <ol>
            {group.hits.map((hit) => (
              <HitRow key={`${hit.kind}-${hit.id}`} hit={hit} terms={terms} />
            ))}
          </ol>
          {single && group.ranked > PAGE_SIZE && (
            <Pager pageSize={PAGE_SIZE} current={page} total={group.ranked} onChange={onPage} />
          )}
          {single && group.total > group.ranked && (
            <p className="search-ranked-note">
              共找到{group.total}个，这里按相关度列出最新的{group.ranked}个；加一个关键词可以找得更准
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
