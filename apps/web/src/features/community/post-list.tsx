import { UserOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PostSummary } from '@vce/contract/community';
import { paths } from '@vce/contract/routes';
import { Avatar, List } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { formatBeijingTime } from '../../shared/beijing-time';
import { NoData } from '../../shared/ui/no-data';
import { pageItemRender } from '../../shared/ui/page-items';
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

/** Posts as the feeds show them: title, the start of the text, the author, when, likes and comments, by pages. */
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
    <List
      className="post-list"
      loading={isPending}
      dataSource={posts?.list ?? []}
      locale={{ emptyText: <NoData description={empty} /> }}
      pagination={
        total > POST_PAGE_SIZE
          ? {
              current: page,
              pageSize: POST_PAGE_SIZE,
              total,
              onChange: onPage,
              showSizeChanger: false,
              itemRender: pageItemRender,
            }
          : false
      }
      renderItem={(post) => (
        <List.Item data-testid="post-row" actions={actions?.(post)}>
          <List.Item.Meta
            avatar={<Avatar src={post.author.avatar || undefined} alt="" icon={<UserOutlined />} />}
            title={
              <>
                {post.is_demo && <PlainTag tone="gold">演示</PlainTag>} <QuestionMarker question={post.question} />{' '}
                <Link to={paths.communityPost(post.id)}>{post.title}</Link>
              </>
            }
            description={
              <>
                <p className="post-excerpt">
                  <EmojiText text={post.excerpt} />
                </p>
                <ProductChips products={post.products} />
                <TopicTags topics={post.topics} />
                <span className="muted">
                  {post.author.nickname} · {formatBeijingTime(post.create_time * 1000, 'minute')} · 赞 {post.like_count}{' '}
                  · 评论 {post.comment_count}
                </span>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
