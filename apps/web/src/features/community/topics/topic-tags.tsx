import type { PostTopic } from '@vce/contract/community-topics';
import { paths } from '@vce/contract/routes';
import { Link } from 'react-router';

/** A post's topics as `#名称#` links to their pages. */
export function TopicTags({ topics }: { topics: PostTopic[] }) {
  if (topics.length === 0) return null;
  return (
    <span className="topic-tags">
      {topics.map((topic) => (
        <Link key={topic.id} to={paths.communityTopic(topic.id)} className="topic-tag">
          #{topic.name}#
        </Link>
      ))}
    </span>
  );
}
