import { Button, Empty, Spin } from 'antd';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { formatBeijingTime } from '../../shared/beijing-time';
import { isSignedIn } from '../../shared/session';
import { LoginRequired } from '../../shared/ui/login-required';
import { msg } from '@vce/contract/messages';
import { useChatHistory } from './api/get-chat-history';
import { ChatExchange } from './chat-exchange';
import { chatItemOfRecord } from './chat-item';

/** Whether an element is in view now (unlike shared/use-in-view, which remembers having been seen). */
function useIsVisible(ref: RefObject<Element | null>) {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setIsVisible(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isVisible;
}

/**
 * The history tab (spec 001 §2, §4): past chats, 20 a page, the next page loaded on reaching the end
 * (or with 加载更多), until a page comes back empty: 已经到底了. No feedback here.
 */
export function HistoryTab() {
  const history = useChatHistory();
  const end = useRef<HTMLDivElement>(null);
  const isEndVisible = useIsVisible(end);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  const items = useMemo(
    () => history.data?.pages.flatMap((page) => page.list.map(chatItemOfRecord)) ?? [],
    [history.data],
  );

  useEffect(() => {
    // After a failed page the reader asks again with 加载更多, rather than the list asking in a loop.
    if (isEndVisible && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [isEndVisible, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const isEmpty = history.isSuccess && items.length === 0;
  return (
    <div className="asst-scroll" data-testid="asst-history">
      {history.isPending && <Spin className="asst-loading" />}
      {isEmpty &&
        !hasNextPage &&
        // A guest's questions are kept for this browser only: signing in keeps them with the account.
        (isSignedIn() ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有提问记录，去对话里问问看吧" />
        ) : (
          <LoginRequired />
        ))}
      {items.length > 0 && (
        <ol className="asst-list" aria-label="历史对话">
          {items.map((item) => (
            <ChatExchange
              key={item.key}
              item={item}
              isThinkOpen={false}
              footer={
                item.updateTime !== null && (
                  <time className="asst-time" dateTime={new Date(item.updateTime * 1000).toISOString()}>
                    {formatBeijingTime(item.updateTime * 1000, 'minute')}
                  </time>
                )
              }
            />
          ))}
        </ol>
      )}
      <div ref={end} className="asst-history-end">
        {hasNextPage ? (
          <Button size="small" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            加载更多
          </Button>
        ) : (
          items.length > 0 && <p>{msg.alreadyAtBottom}</p>
        )}
      </div>
    </div>
  );
}
