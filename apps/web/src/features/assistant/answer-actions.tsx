import { CopyOutlined, DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { msg } from '@vce/contract/messages';
import { Button } from 'antd';
import { useState } from 'react';
import { StatType, track } from '../../shared/statistics';
import { requireLogin } from '../../shared/login-store';
import { toast } from '../../shared/ui/feedback';
import { useChatFeedback } from './api/chat-feedback';
import type { ChatItem, LikeState } from './chat-item';
import { FeedbackModal } from './feedback-modal';

/** The answer's words without its markup, a line per block, for the clipboard. */
function plainTextOf(html: string) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll('br, p, li, h1, h2, h3, h4, h5, h6, tr, div')) block.after('\n');
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

async function copyAnswer(html: string) {
  try {
    await navigator.clipboard.writeText(plainTextOf(html));
    void toast.success(msg.copySuccess);
  } catch {
    void toast.error('复制失败，请选中文字后手动复制');
  }
}

/**
 * Under a finished answer: like, dislike, copy and what it cost (spec 001 §2, §4). Likes need a
 * login; a dislike counts only once the server has taken its reason.
 */
export function AnswerActions(props: {
  item: ChatItem;
  feedbackTypes: string[];
  onLikeChange: (key: number, isLike: LikeState) => void;
}) {
  const { item } = props;
  const feedback = useChatFeedback();
  const [isFeedbackOpen, setFeedbackOpen] = useState(false);

  const canGiveFeedback = () => {
    if (item.isEnd) return requireLogin();
    void toast.warning(msg.askAnswerStreaming);
    return false;
  };

  const send = async (isLike: 0 | 1 | 2, reason?: { type: string; content: string }) => {
    try {
      await feedback.mutateAsync({
        chatId: item.chatId,
        isLike,
        feedbackType: reason?.type,
        feedbackContent: reason?.content,
      });
    } catch {
      return; // Shown by the API client.
    }
    track(StatType.assistantFeedback, String(isLike));
    props.onLikeChange(item.key, isLike === 2 ? null : isLike);
    if (isLike === 1) void toast.success(msg.feedbackThanks);
    if (isLike === 0) {
      setFeedbackOpen(false);
      void toast.success(msg.feedbackSuccess);
    }
  };

  const like = () => {
    if (canGiveFeedback() && !feedback.isPending) void send(item.isLike === 1 ? 2 : 1);
  };
  const dislike = () => {
    if (!canGiveFeedback() || feedback.isPending) return;
    if (item.isLike === 0) void send(2);
    else setFeedbackOpen(true);
  };

  // An answer stopped before the server recorded it has nothing to like.
  const canRate = item.chatId > 0;
  return (
    <div className="asst-actions">
      {canRate && (
        <>
          <Button
            type="text"
            size="small"
            aria-label="点赞"
            aria-pressed={item.isLike === 1}
            icon={item.isLike === 1 ? <LikeFilled /> : <LikeOutlined />}
            onClick={like}
          />
          <Button
            type="text"
            size="small"
            aria-label="点踩"
            aria-pressed={item.isLike === 0}
            icon={item.isLike === 0 ? <DislikeFilled /> : <DislikeOutlined />}
            onClick={dislike}
          />
        </>
      )}
      <Button
        type="text"
        size="small"
        aria-label="复制"
        icon={<CopyOutlined />}
        disabled={!item.content}
        onClick={() => void copyAnswer(item.content)}
      />
      <span className="asst-cost">{item.cost === 0 ? '本次不消耗' : `本次消耗${item.cost}次`}</span>
      {isFeedbackOpen && (
        <FeedbackModal
          reasons={props.feedbackTypes}
          isSending={feedback.isPending}
          onSubmit={(type, content) => void send(0, { type, content })}
          onClose={() => setFeedbackOpen(false)}
        />
      )}
    </div>
  );
}
