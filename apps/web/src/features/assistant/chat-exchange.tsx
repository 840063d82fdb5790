import { Collapse } from 'antd';
import type { ReactNode } from 'react';
import { AnswerHtml } from './answer-html';
import type { ChatItem } from './chat-item';

/** The deep-think block: the reasoning text, under 思考中… while the answer streams. */
function DeepThink({ text, isEnd, isOpen }: { text: string; isEnd: boolean; isOpen: boolean }) {
  return (
    <Collapse
      size="small"
      ghost
      className="asst-think"
      defaultActiveKey={isOpen ? ['think'] : []}
      items={[
        {
          key: 'think',
          label: isEnd ? '已深度思考' : '思考中…',
          children: <p className="asst-think-text">{text}</p>,
        },
      ]}
    />
  );
}

function WaitingDots() {
  return (
    <span className="asst-dots" role="status" aria-label="正在思考">
      <i />
      <i />
      <i />
    </span>
  );
}

/**
 * One question and its answer: the user's bubble, then the answer (waiting dots, the deep-think
 * block, the html) and what goes under it (`footer`: the actions in the chat, the time in history).
 */
export function ChatExchange({
  item,
  footer,
  isThinkOpen = true,
}: {
  item: ChatItem;
  footer?: ReactNode;
  /** The deep-think block starts open in the chat, closed in the history. */
  isThinkOpen?: boolean;
}) {
  const isWaiting = !item.isEnd && !item.content;
  return (
    <li className="asst-exchange" data-testid="asst-exchange">
      <p className="asst-question">{item.prompt}</p>
      <div className="asst-answer" aria-busy={!item.isEnd} data-testid="asst-answer">
        {item.deepContent && <DeepThink text={item.deepContent} isEnd={item.isEnd} isOpen={isThinkOpen} />}
        {isWaiting && <WaitingDots />}
        {item.content ? <AnswerHtml html={item.content} /> : item.isEnd && <p className="asst-muted">回答已停止</p>}
        {footer}
      </div>
    </li>
  );
}
