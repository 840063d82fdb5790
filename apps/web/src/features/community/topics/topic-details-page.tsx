import { msg } from '@vce/contract/messages';
import { Card } from 'antd';
import { PlainTag } from '../../../shared/ui/plain-tag';
import { useIdParam } from '../../../shared/use-query-param';
import { useTopic } from '../api/topics';
import { CommunityNotFound } from '../community-not-found';
import { FeedTabs } from '../feed-tabs';
import { WritePostButton } from '../write-post-button';
import { TopicFollowButton } from './topic-follow-button';
import '../community.css';

/** 话题详情 (/qiyouCommunityV2/topicDetails?id=): what the topic is about, its followers and its posts. */
export default function TopicDetailsPage() {
  const topicId = useIdParam();
  const topic = useTopic(topicId);
  if (topicId === null || topic.isError) return <CommunityNotFound title={msg.topicUnknown} />;
  if (!topic.data) return <Card loading className="board-head" />;
  const { name, description, post_count: postCount, follower_count: followerCount } = topic.data;
  return (
    <div className="community-page">
      <div className="board-main">
        <Card className="board-head" data-testid="topic-head">
          <h1>
            #{name}# {topic.data.is_demo && <PlainTag tone="gold">演示</PlainTag>}
          </h1>
          <p>{description || '由期友发帖发起的话题。'}</p>
          <p className="muted">
            {postCount}篇帖子 · {followerCount}人关注
          </p>
          <TopicFollowButton id={topic.data.id} isFollowing={topic.data.is_follow} />
        </Card>
        <Card data-testid="topic-posts">
          <FeedTabs scope={{ topicId }} />
        </Card>
      </div>
      <aside className="community-side">
        <Card>
          <WritePostButton draft={`#${name}#`} />
          <p className="muted community-side-note">在正文里写 #{name}#，帖子就会出现在这个话题里。</p>
        </Card>
      </aside>
    </div>
  );
}
