import { RobotOutlined } from '@ant-design/icons';
import type { ChatInfo } from '@vce/contract/assistant';
import { Empty, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { AnswerActions } from './answer-actions';
import { ChatExchange } from './chat-exchange';
import { FaqCard, ProbeRow } from './faq-card';
import { MembershipBanner } from './membership-banner';
import type { useChat } from './use-chat';

/** Within this distance of the end the list follows a growing answer; further up the reader stays put. */
const followSlackPx = 48;

/**
 * The chat tab's scrolling part (spec 001 §2): greeting, membership banner, FAQ, then the chat list
 * (or its empty state) and the follow-up questions of the last answer.
 */
export function ChatTab(props: {
  info: ChatInfo | undefined;
  chat: ReturnType<typeof useChat>;
  onAsk: (question: string) => void;
  onExchange: () => void;
}) {
  const { info, chat } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const isFollowing = useRef(true);
  const count = chat.items.length;

  // A new question scrolls to the end; a growing answer keeps it in view unless the reader scrolled up.
  useEffect(() => {
    isFollowing.current = true;
  }, [count]);
  useEffect(() => {
    const element = scroller.current;
    if (element && isFollowing.current) element.scrollTop = element.scrollHeight;
  }, [chat.items]);

  const last = chat.items.at(-1);
  return (
    <div
      ref={scroller}
      className="asst-scroll"
      onScroll={(event) => {
        const element = event.currentTarget;
        isFollowing.current = element.scrollHeight - element.scrollTop - element.clientHeight < followSlackPx;
      }}
    >
      <div className="asst-greeting">
        <span className="asst-mascot" aria-hidden>
          <RobotOutlined />
        </span>
        <p>Hi，我是vce AI助手，行情、点位、合约规则都可以问我</p>
      </div>
      {info ? (
        <>
          <MembershipBanner info={info} onExchange={props.onExchange} />
          <FaqCard series={info.faq_list} onAsk={props.onAsk} />
        </>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      )}
      {count === 0 ? (
        <Empty
          className="asst-card"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="还没有提问，点上面的问题或在下方输入试试"
        />
      ) : (
        <ol className="asst-list" aria-label="对话">
          {chat.items.map((item) => (
            <ChatExchange
              key={item.key}
              item={item}
              footer={
                item.isEnd && (
                  <AnswerActions item={item} feedbackTypes={info?.feedback_type ?? []} onLikeChange={chat.setLike} />
                )
              }
            />
          ))}
        </ol>
      )}
      {last?.isEnd && <ProbeRow probes={last.probeItems} onAsk={props.onAsk} />}
    </div>
  );
}
