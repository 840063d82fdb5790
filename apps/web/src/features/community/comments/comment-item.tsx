import { UserOutlined } from '@ant-design/icons';
import type { Comment, Mention } from '@vce/contract/community-comments';
import { paths } from '@vce/contract/routes';
import { Avatar, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { dialogs } from '../../../shared/ui/feedback';
import { PlainTag } from '../../../shared/ui/plain-tag';
import { useDeleteComment } from '../api/comments';
import { LikeButton } from '../like-button';
import { useQuestion } from '../questions/question-context';
import { CommentComposer } from './comment-composer';
import { CommentText } from './comment-text';
import { ReportButton } from '../reports/report-button';

/**
 * One comment or reply: who wrote it (and whom it answers), its text, when, 赞, 回复, and 删除 for its
 * writer; under a question, a top-level comment is an answer the asker may 采纳.
 */
export function CommentItem({ comment, people }: { comment: Comment; people: Mention[] }) {
  const [isReplying, setIsReplying] = useState(false);
  const deleteComment = useDeleteComment(comment.post_id);
  const confirmDelete = () =>
    void dialogs.confirm({
      title: '删除这条评论？',
      content: comment.parent_id === 0 ? '它下面的回复会一并删除。' : undefined,
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () => deleteComment.mutateAsync(comment.id),
    });
  const { author } = comment;
  const asked = useQuestion();
  const isAnswer = asked !== null && comment.parent_id === 0;
  const isAccepted = isAnswer && asked.question.accepted_comment_id === comment.id;
  const confirmAccept = () =>
    void dialogs.confirm({
      title: `采纳${author.nickname}的回答？`,
      content: asked?.question.bounty
        ? `悬赏的${asked.question.bounty} V粒将付给回答者，采纳后不能更改。`
        : '采纳后不能更改。',
      okText: '采纳',
      onOk: () => asked?.accept(comment.id),
    });
  return (
    <div className="comment-item" data-testid="comment" data-comment-id={comment.id}>
      <Link to={paths.communityMember(author.id)} aria-label={author.nickname}>
        <Avatar size="small" src={author.avatar || undefined} alt="" icon={<UserOutlined />} />
      </Link>
      <div className="comment-body">
        <div className="comment-head">
          <Link to={paths.communityMember(author.id)}>{author.nickname}</Link>
          {isAccepted && <PlainTag tone="green">已采纳</PlainTag>}
          {comment.reply_to && (
            <>
              <span className="muted"> 回复 </span>
              <Link to={paths.communityMember(comment.reply_to.id)}>{comment.reply_to.nickname}</Link>
            </>
          )}
        </div>
        <p className="comment-text">
          <CommentText content={comment.content} mentions={comment.mentions} />
        </p>
        <div className="comment-actions">
          <span className="muted">{formatBeijingTime(comment.create_time * 1000, 'minute')}</span>
          <LikeButton type="comment" id={comment.id} liked={comment.is_like} count={comment.like_count} />
          <Button type="text" size="small" onClick={() => setIsReplying((open) => !open)}>
            回复
          </Button>
          {isAnswer && asked.canAccept && !comment.is_mine && (
            <Button type="link" size="small" onClick={confirmAccept}>
              采纳
            </Button>
          )}
          {comment.is_mine ? (
            <Button type="text" size="small" danger onClick={confirmDelete}>
              删除
            </Button>
          ) : (
            <ReportButton type="comment" id={comment.id} />
          )}
        </div>
        {isReplying && (
          <CommentComposer
            postId={comment.post_id}
            parentId={comment.id}
            people={people}
            placeholder={`回复 ${author.nickname}`}
            autoFocus
            onSent={() => setIsReplying(false)}
          />
        )}
      </div>
    </div>
  );
}
