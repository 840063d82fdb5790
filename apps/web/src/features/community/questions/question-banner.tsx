import type { Question } from '@vce/contract/community-questions';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { PlainTag } from '../../../shared/ui/plain-tag';

/** A question's state under its title: the bounty, solved or not, and until when the asker may accept. */
export function QuestionBanner({ question }: { question: Question }) {
  const state = question.solved ? '已解决' : question.refunded ? '已结束，悬赏已退回' : '待解决';
  return (
    <p className="question-banner" data-testid="question-banner">
      <PlainTag tone={question.solved ? 'green' : 'gold'}>{state}</PlainTag>
      {question.bounty > 0 && <strong className="question-bounty">悬赏 {question.bounty} V粒</strong>}
      {!question.solved && !question.refunded && (
        <span className="muted">
          {formatBeijingTime(question.deadline * 1000, 'minute')}前可采纳回答，逾期无人被采纳则悬赏退回
        </span>
      )}
    </p>
  );
}

/** A question's marker on a feed row: its bounty, or 已解决. */
export function QuestionMarker({ question }: { question: { bounty: number; solved: boolean } | null }) {
  if (!question) return null;
  if (question.solved) return <PlainTag tone="green">已解决</PlainTag>;
  return <PlainTag tone="gold">{question.bounty > 0 ? `悬赏${question.bounty}V粒` : '提问'}</PlainTag>;
}
