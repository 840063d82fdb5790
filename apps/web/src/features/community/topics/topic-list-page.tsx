import { paths } from '@vce/contract/routes';
import { Card, List, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { requireLogin } from '../../../shared/login-store';
import { isSignedIn } from '../../../shared/session';
import { NoData } from '../../../shared/ui/no-data';
import { pageItemRender } from '../../../shared/ui/page-items';
import { PlainTag } from '../../../shared/ui/plain-tag';
import { useQueryParam } from '../../../shared/use-query-param';
import { TOPIC_PAGE_SIZE, useTopics } from '../api/topics';
import { TopicFollowButton } from './topic-follow-button';
import '../community.css';

function TopicPage({ followed }: { followed: boolean }) {
  const [page, setPage] = useState(1);
  const topics = useTopics({ page, followed, enabled: !followed || isSignedIn() });
  const total = topics.data?.total ?? 0;
  return (
    <List
      className="topic-list"
      loading={topics.isPending && topics.fetchStatus !== 'idle'}
      dataSource={topics.data?.list ?? []}
      locale={{ emptyText: <NoData description={followed ? '还没有关注话题' : '还没有话题'} /> }}
      pagination={
        total > TOPIC_PAGE_SIZE
          ? { current: page, pageSize: TOPIC_PAGE_SIZE, total, onChange: setPage, itemRender: pageItemRender }
          : false
      }
      renderItem={(topic) => (
        <List.Item
          data-testid="topic-row"
          actions={[<TopicFollowButton key="follow" id={topic.id} isFollowing={topic.is_follow} />]}
        >
          <List.Item.Meta
            title={
              <>
                {topic.is_demo && <PlainTag tone="gold">演示</PlainTag>}{' '}
                <Link to={paths.communityTopic(topic.id)}>#{topic.name}#</Link>
              </>
            }
            description={
              <>
                {topic.description && <p className="post-excerpt">{topic.description}</p>}
                <span className="muted">
                  {topic.post_count}篇帖子 · 本周{topic.week_post_count}篇 · {topic.follower_count}人关注
                </span>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** 话题列表 (/qiyouCommunityV2/topicList): the most active topics, and the ones the caller follows. */
export default function TopicListPage() {
  const [tab, setTab] = useQueryParam('tab', 'hot');
  const choose = (key: string) => (key !== 'followed' || requireLogin()) && setTab(key);
  return (
    <Card title="话题" data-testid="topic-list">
      <Tabs
        activeKey={tab === 'followed' ? 'followed' : 'hot'}
        onChange={choose}
        destroyOnHidden
        items={[
          { key: 'hot', label: '热门话题', children: <TopicPage followed={false} /> },
          { key: 'followed', label: '我关注的', children: <TopicPage followed /> },
        ]}
      />
    </Card>
  );
}
