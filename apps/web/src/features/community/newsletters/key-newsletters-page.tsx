import { paths } from '@vce/contract/routes';
import { Button } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { NoData } from '../../../shared/ui/no-data';
import { PlainTag } from '../../../shared/ui/plain-tag';
import { Loading } from '../../../shared/ui/query-view';
import { useKeyNewsletters, useReadKeyNewsletters } from '../api/newsletters';
import '../community.css';

/**
 * 重点快讯 (/my/keyNewsletter): the editor's market notes and the strategy notes of the products the
 * user follows, newest first; what is new since the last visit is marked, then counted as read.
 */
export default function KeyNewslettersPage() {
  const newsletters = useKeyNewsletters();
  const markRead = useReadKeyNewsletters();
  const first = newsletters.data?.pages[0];
  const hasUnread = (first?.unread_count ?? 0) > 0;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (hasUnread) read();
  }, [hasUnread, read]);
  const items = newsletters.data?.pages.flatMap((page) => page.list) ?? [];
  const followed = first?.followed ?? [];
  return (
    <div className="my-posts" data-testid="key-newsletters">
      <h2>重点快讯</h2>
      <p className="muted">
        {followed.length > 0
          ? `你关注的品种：${followed.map((product) => product.name).join('、')}。`
          : '你还没有关注品种，注册时的资料向导里可以选择关注的品种。'}
        {hasUnread && ` 本次有${first!.unread_count}条新快讯。`}
      </p>
      <div className="post-list">
        {newsletters.isPending && <Loading />}
        {newsletters.isSuccess && items.length === 0 && <NoData description="关注品种的快讯和策略会出现在这里" />}
        {items.length > 0 && (
          <ul>
            {items.map((item) => (
              <li key={item.id} className="post-row" data-testid="newsletter-row">
                <div className="post-row-text">
                  <h3>
                    {!item.is_read && <span className="newsletter-new">新</span>}
                    <PlainTag tone={item.kind === 'strategy' ? 'gold' : 'default'}>
                      {item.kind === 'strategy' ? '策略' : '快讯'}
                    </PlainTag>{' '}
                    <Link to={item.kind === 'strategy' ? paths.strategy : paths.bbasDetail(item.symbol)}>
                      {item.title.startsWith(item.name) ? item.title : `${item.name} · ${item.title}`}
                    </Link>
                  </h3>
                  <p className="post-excerpt">{item.content}</p>
                  <span className="muted">{formatBeijingTime(item.time, 'minute')}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {newsletters.hasNextPage && (
        <Button block loading={newsletters.isFetchingNextPage} onClick={() => void newsletters.fetchNextPage()}>
          加载更早的快讯
        </Button>
      )}
    </div>
  );
}
