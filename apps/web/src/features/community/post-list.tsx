import { UserOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PostSummary } from '@vce/contract/community';
import { paths } from '@vce/contract/routes';
import { Avatar } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { formatBeijingTime } from '../../shared/beijing-time';
import { NoData } from '../../shared/ui/no-data';
import { PagerOnDemand } from '../../shared/ui/pager-on-demand';
import { Loading } from '../../shared/ui/query-view';
import { POST_PAGE_SIZE } from './api/posts';
import { ProductChips } from './product-chips';
import { EmojiText } from '../../shared/emoji/emoji-text';
import { TopicTags } from './topics/topic-tags';
import { QuestionMarker } from './questions/question-banner';
import { PlainTag } from '../../shared/ui/plain-tag';

export interface PostListProps<Post extends PostSummary> {
  /** The page of posts shown: its query, asked for with `page`. */
  posts: UseQueryResult<{ list: Post[]; total: number }>;
  page: number;
  onPage(page: number): void;
  empty: string;
  /** What each row offers beside it (deleting one's own post). */
  actions?(post: Post): ReactNode[];
}

/**
 * Posts as the feeds show them: title, the start of the text, the author, when, likes and comments,
 * by pages. Plain markup laid out as antd's List (deprecated since antd 6.6), whose code brought its
 * pagination's Select, Spin and Empty into every list page's first load; the page numbers load only
 * when there is more than one page.
 */
export function PostList<Post extends PostSummary>({
  posts: { data: posts, isPending },
  page,
  onPage,
  empty,
  actions,
}: PostListProps<Post>) {
  const total = posts?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / POST_PAGE_SIZE));
  // A page emptied by a delete (or an old link) moves to the last page there is.
  useEffect(() => {
    if (posts && page > lastPage) onPage(lastPage);
  }, [posts, page, lastPage, onPage]);
  return (
    <div className="post-list">
      {isPending && <Loading />}
      {posts?.list.length === 0 && <NoData description={empty} />}
      {!!posts?.list.length && (
        <ul>
          {posts.list.map((post) => (
            <li key={post.id} className="post-row" data-testid="post-row">
              <Avatar src={post.author.avatar || undefined} alt="" icon={<UserOutlined />} />
              <div className="post-row-text">
                <h3>
                  {post.is_demo && <PlainTag tone="gold">演示</PlainTag>} <QuestionMarker question={post.question} />{' '}
                  <Link to={paths.communityPost(post.id)}>{post.title}</Link>
                </h3>
                <p className="post-excerpt">
                  <EmojiText text={post.excerpt} />
                </p>
                <ProductChips products={post.products} />
                <TopicTags topics={post.topics} />
                <span className="muted">
                  {post.author.nickname} · {formatBeijingTime(post.create_time * 1000, 'minute')} · 赞 {post.like_count}{' '}
                  · 评论 {post.comment_count}
                </span>
              </div>
              {actions && <div className="post-row-actions">{actions(post)}</div>}
            </li>
          ))}
        </ul>
      )}
      <PagerOnDemand current={page} pageSize={POST_PAGE_SIZE} total={total} onChange={onPage} />
    </div>
  );
}
