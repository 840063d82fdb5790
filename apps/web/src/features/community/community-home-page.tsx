import { EditOutlined } from '@ant-design/icons';
import { paths } from '@vce/contract/routes';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { lazyOnDemand, useCodeReady } from '../../shared/lazy-chunk';
import { requireLogin } from '../../shared/login-store';
import { useLatestPosts } from './api/posts';
import { PostList } from './post-list';
import './community.css';

// The editor's code (Tiptap) loads when someone starts writing.
const PostComposer = lazyOnDemand(
  () => import('./post-composer'),
  (module) => module.PostComposer,
);

/** 期友社区 (/qiyouCommunityV2): the latest posts, newest first, and writing one. */
export default function CommunityHomePage() {
  const [page, setPage] = useState(1);
  const posts = useLatestPosts(page);
  const [isWriting, setIsWriting] = useState(false);
  const isComposerReady = useCodeReady(PostComposer, isWriting);
  const navigate = useNavigate();
  const write = () => requireLogin() && setIsWriting(true);
  return (
    <div className="community-page">
      <Card title="最新帖子" className="community-feed" data-testid="latest-posts">
        <PostList posts={posts} page={page} onPage={setPage} empty="还没有帖子，来发第一帖吧" />
      </Card>
      <aside className="community-side">
        <Card>
          <Button
            type="primary"
            size="large"
            block
            icon={<EditOutlined />}
            onClick={write}
            loading={isWriting && !isComposerReady}
          >
            发帖
          </Button>
          <p className="muted community-side-note">
            分享复盘、交易思路与疑问。每天发帖可在<Link to={paths.my.vli}>任务中心</Link>领取V粒。
          </p>
          <p className="muted community-side-note">话题、评论、点赞、投票与问答即将开放。</p>
        </Card>
      </aside>
      {isWriting && isComposerReady && (
        <PostComposer onClose={() => setIsWriting(false)} onPublished={(id) => navigate(paths.communityPost(id))} />
      )}
    </div>
  );
}
