import type { PostFeed } from '@vce/contract/community';
import { Checkbox, Tabs } from 'antd';
import { useState } from 'react';
import { requireLogin } from '../../shared/login-store';
import { isSignedIn } from '../../shared/session';
import { useQueryParam } from '../../shared/use-query-param';
import { type FeedScope, feedOf, feedsOf, useFeed } from './api/posts';
import { PostList } from './post-list';

const feedNames: Record<PostFeed, string> = { latest: '最新', hot: '热门', following: '关注', questions: '问答' };
const emptyTexts: Record<PostFeed, string> = {
  latest: '还没有帖子，来发第一帖吧',
  hot: '最近两周还没有热帖',
  following: '关注的期友还没有发帖，去社区逛逛吧',
  questions: '还没有提问',
};

/** One feed's posts by pages, asked for when its tab is open; questions may be narrowed to the unsolved. */
function Feed({ type, scope }: { type: PostFeed; scope: FeedScope }) {
  const [page, setPage] = useState(1);
  const [unsolved, setUnsolved] = useState(false);
  const posts = useFeed({ type, page, scope, unsolved, enabled: type !== 'following' || isSignedIn() });
  return (
    <>
      {type === 'questions' && (
        <Checkbox
          checked={unsolved}
          onChange={(event) => {
            setUnsolved(event.target.checked);
            setPage(1);
          }}
        >
          只看未解决
        </Checkbox>
      )}
      <PostList posts={posts} page={page} onPage={setPage} empty={emptyTexts[type]} />
    </>
  );
}

/**
 * 最新 / 热门 / 关注 / 问答, the tab kept in the address; 关注 asks a guest to sign in. `scope` shows a
 * product board's or a topic's feeds (`feedsOf`).
 */
export function FeedTabs({ scope = {} }: { scope?: FeedScope }) {
  const [feed, setFeed] = useQueryParam('feed', 'latest');
  const active = feedOf(feed, scope);
  const choose = (key: string) => (key !== 'following' || requireLogin()) && setFeed(key);
  return (
    <Tabs
      activeKey={active}
      onChange={choose}
      destroyOnHidden
      items={feedsOf(scope).map((type) => ({
        key: type,
        label: feedNames[type],
        children: type === active ? <Feed type={type} scope={scope} /> : null,
      }))}
    />
  );
}
