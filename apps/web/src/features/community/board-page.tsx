import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Card } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ProductPrice } from '../../shared/market/product-price-chip';
import { useBoard, useFollowBoard } from './api/posts';
import { FollowToggle } from '../../shared/follow/follow-toggle';
import { FeedTabs } from './feed-tabs';
import { WritePostButton } from './write-post-button';
import { CommunityNotFound } from './community-not-found';
import './community.css';

/**
 * 品种吧 (/qiyouCommunityV2/board?symbol=): a product's board, as 股吧 has one per stock — its live
 * price, its posts (latest and hot) and followers, following the product (the profile's followed
 * products), and writing a post tagged with it.
 */
export default function BoardPage() {
  const symbol = useSearchParams()[0].get('symbol')?.trim() ?? '';
  const board = useBoard(symbol);
  const follow = useFollowBoard(symbol);
  if (!symbol || board.isError) return <CommunityNotFound title={msg.boardUnknown} />;
  if (!board.data) return <Card loading className="board-head" />;
  const { name, exchange, post_count: postCount, follower_count: followerCount } = board.data;
  return (
    <div className="community-page">
      <div className="board-main">
        <Card className="board-head" data-testid="board-head">
          <h1>{name}吧</h1>
          <p>
            <span className="muted">{exchange} · </span>
            <ProductPrice symbol={symbol} />
          </p>
          <p className="muted">
            {postCount}篇帖子 · {followerCount}位期友关注
          </p>
          <FollowToggle
            isFollowing={board.data.is_follow}
            pending={follow.isPending}
            onToggle={follow.mutate}
            label="关注品种"
            testId="board-follow"
          />{' '}
          <Link to={paths.bbasDetail(symbol)}>查看{name}行情与分析 ›</Link>
        </Card>
        <Card data-testid="board-posts">
          <FeedTabs scope={{ symbol }} />
        </Card>
      </div>
      <aside className="community-side">
        <Card>
          <WritePostButton draft={`$${name}$`} />
          <p className="muted community-side-note">
            在正文里写 ${name}$，帖子就会出现在{name}吧。
          </p>
        </Card>
      </aside>
    </div>
  );
}
