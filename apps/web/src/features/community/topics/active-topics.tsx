import { paths } from '@vce/contract/routes';
import { Card } from 'antd';
import { Link } from 'react-router';
import { useTopics } from '../api/topics';

/** 热门话题 beside the feeds: the week's most active topics and the way to all of them. */
export function ActiveTopics() {
  const topics = useTopics({ page: 1, limit: 6 });
  return (
    <Card
      title="热门话题"
      size="small"
      loading={topics.isPending}
      extra={<Link to={paths.communityTopics}>全部</Link>}
      data-testid="active-topics"
    >
      <ol className="active-topics">
        {topics.data?.list.map((topic) => (
          <li key={topic.id}>
            <Link to={paths.communityTopic(topic.id)}>#{topic.name}#</Link>
            <span className="muted">{topic.week_post_count}篇/周</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
