import { paths } from '@vce/contract/routes';
import { Pagination, Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { useCircleFeed } from '../api/circle';
import { CircleComposer } from './circle-composer';
import { CirclePostCard } from './circle-post-card';
import '../live.css';

/**
 * 圈子 (/circle, signed-in users): the teachers' views and live trading notes, and the VIP circle
 * (the "thousand-person live trading circle") whose posts only members read; teachers post here.
 */
export default function CirclePage() {
  const [scope, setScope] = useState<'all' | 'vip'>('all');
  const [page, setPage] = useState(1);
  const query = useCircleFeed(scope, page);
  return (
    <div className="circle-page" data-testid="circle-page">
      <header className="circle-head">
        <h1>圈子</h1>
        <Segmented
          value={scope}
          onChange={(value) => {
            setScope(value as 'all' | 'vip');
            setPage(1);
          }}
          options={[
            { value: 'all', label: '全部动态' },
            { value: 'vip', label: 'VIP实盘圈' },
          ]}
        />
        <Link to={paths.circleLive}>圈子直播 →</Link>
      </header>
      <QueryView query={query}>
        {(feed) => (
          <>
            {feed.can_post && <CircleComposer />}
            {feed.list.length === 0 ? (
              <NoData description="暂无动态" />
            ) : (
              feed.list.map((post) => <CirclePostCard key={post.id} post={post} />)
            )}
            {feed.total > 10 && (
              <Pagination current={page} total={feed.total} pageSize={10} onChange={setPage} showSizeChanger={false} />
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
