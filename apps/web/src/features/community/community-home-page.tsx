import { paths } from '@vce/contract/routes';
import { Card, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useInit } from '../../shared/site-init';
import { Loading } from '../../shared/ui/query-view';
import { ActivityBanner } from './activity-banner';
import { FeedTabs } from './feed-tabs';
import { ActiveTopics } from './topics/active-topics';
import { WritePostButton } from './write-post-button';
import './community.css';

/** 期友社区 (/qiyouCommunityV2, and its home /qiyouCommunityV2/home): the feeds and writing a post. */
export default function CommunityHomePage() {
  const navigate = useNavigate();
  // The feeds wait for init (asked with the shell, answered beside the posts), whose activity banner
  // goes above them: shown later, it pushed the painted tabs down (CLS).
  const isInitSettled = !useInit().isPending;
  return (
    <div className="community-page">
      <Card className="community-feed" data-testid="latest-posts">
        {isInitSettled ? (
          <>
            <ActivityBanner />
            <FeedTabs />
          </>
        ) : (
          <Loading />
        )}
      </Card>
      <aside className="community-side">
        <Card>
          <Input.Search
            className="community-search"
            placeholder="搜索帖子、话题、期友"
            aria-label="社区搜索"
            onSearch={(keyword) => keyword.trim() && navigate(paths.communitySearch(keyword.trim()))}
          />
          <WritePostButton />
          <p className="muted community-side-note">
            分享复盘、交易思路与疑问。每天发帖可在<Link to={paths.my.vli}>任务中心</Link>领取V粒。
          </p>
          <p className="muted community-side-note">
            正文里写 <code>$螺纹$</code> 这样的品种名，帖子会出现在该品种吧，并显示实时价格。
          </p>
          <p className="muted community-side-note">
            写 <code>#话题#</code> 加入话题讨论；发帖时还可以添加投票，或设为提问并悬赏V粒。
          </p>
        </Card>
        <ActiveTopics />
      </aside>
    </div>
  );
}
