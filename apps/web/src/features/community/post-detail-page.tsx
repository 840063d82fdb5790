import { UserOutlined } from '@ant-design/icons';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Avatar, Button, Card } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatBeijingTime } from '../../shared/beijing-time';
import { useIdParam } from '../../shared/use-query-param';
import { usePostDetail } from './api/posts';
import { LikeButton } from './like-button';
import { FavouriteButton } from './reading/favourite-button';
import { EditPostButton } from './edit-post-button';
import { SharePosterButton } from './share-poster-button';
import { ReportButton } from './reports/report-button';
import { PollCard } from './polls/poll-card';
import { PostChartCard } from './charts/post-chart-card';
import { QuestionBanner } from './questions/question-banner';
import { PlainTag } from '../../shared/ui/plain-tag';
import { QuestionProvider } from './questions/question-context';
import { ChipPrices, RelatedProducts } from './product-chips';
import { useDeletePostConfirm } from './delete-post';
import { AfterPaint } from '../../shared/ui/after-paint';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { CommunityNotFound } from './community-not-found';
import './community.css';

// The comments (their composer with @ and emoji, the threads, their pages) come once the post has
// shown: the post's text is the page's largest paint, and their code was two fifths of the page's.
const CommentSection = lazyOnDemand(
  () => import('./comments/comment-section'),
  (module) => module.CommentSection,
);

/** 帖子详情 (/qiyouCommunityV2/infoDetails?id=): a post with its author, 赞 and the comments; its author may delete it. */
export default function PostDetailPage() {
  const id = useIdParam();
  const post = usePostDetail(id);
  const navigate = useNavigate();
  const confirmDelete = useDeletePostConfirm(() => void navigate(paths.my.speech));
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  if (id === null || post.isError) return <CommunityNotFound title={msg.postUnknown} />;
  if (!post.data) return <Card loading className="post-detail" />;
  const { title, author, create_time: createTime, content, is_mine: isMine } = post.data;
  return (
    <div className="post-page">
      <Card className="post-detail" data-testid="post-detail">
        <Link to={paths.community} className="muted">
          ← 期友社区
        </Link>
        <h1>{title}</h1>
        {post.data.is_demo && (
          <p className="muted">
            <PlainTag tone="gold">演示</PlainTag> 演示内容，由系统生成，不构成投资建议。
          </p>
        )}
        {post.data.question && <QuestionBanner question={post.data.question} />}
        <div className="post-author">
          <Avatar src={author.avatar || undefined} alt="" icon={<UserOutlined />} />
          <Link to={paths.communityMember(author.id)}>{author.nickname}</Link>
          <span className="muted">
            {formatBeijingTime(createTime * 1000, 'minute')}
            {post.data.edited_time && ' · 已编辑'}
          </span>
          {isMine && <EditPostButton post={post.data} />}
          {isMine && (
            <Button size="small" danger onClick={() => confirmDelete({ id, title })}>
              删除
            </Button>
          )}
        </div>
        {/* Sanitised on the server against the post allow-list (community/post-html.ts). */}
        <div ref={setBody} className="post-content" dangerouslySetInnerHTML={{ __html: content }} />
        <ChipPrices body={body} content={content} />
        <RelatedProducts products={post.data.products} />
        {post.data.chart && <PostChartCard postId={id} chart={post.data.chart} />}
        {post.data.poll && <PollCard postId={id} poll={post.data.poll} />}
        <div className="post-actions">
          <LikeButton type="post" id={id} liked={post.data.is_like} count={post.data.like_count} />
          <FavouriteButton postId={id} isFavourite={post.data.is_favourite} />
          <SharePosterButton postId={id} />
          {!isMine && <ReportButton type="post" id={id} />}
        </div>
      </Card>
      <QuestionProvider postId={id} question={post.data.question} isAsker={isMine}>
        <AfterPaint
          code={CommentSection}
          fallback={<Card title={`评论 ${post.data.comment_count}`} className="comment-section" loading />}
        >
          <CommentSection postId={id} author={author} count={post.data.comment_count} />
        </AfterPaint>
      </QuestionProvider>
    </div>
  );
}
