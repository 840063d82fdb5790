import { useQueryClient } from '@tanstack/react-query';
import type { AskMessage } from '@vce/contract/assistant';
import { msg } from '@vce/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { requireLogin } from '../../shared/login-store';
import { toast } from '../../shared/ui/feedback';
import { StatType, track } from '../../shared/statistics';
import { openAskStream } from './api/ask-stream';
import { chatInitQueryOptions } from './api/get-chat-init';
import { applyAskMessage, type ChatItem, createChatItem, type LikeState } from './chat-item';

interface ChatEvents {
  /** A signed-in non-member with no question left: the no-count popup (type 3). */
  onNoCount(): void;
  /** The server refused the question before answering: the question goes back to the input. */
  onRefused(prompt: string): void;
}

/**
 * The conversation of the chat tab: its questions and answers, the one answer streaming at a time,
 * and the session the server keeps the context under.
 */
export function useChat(events: ChatEvents) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<ChatItem[]>([]);
  const stopStream = useRef<(() => void) | null>(null);
  const sessionId = useRef('');
  const nextKey = useRef(1);
  useEffect(() => () => stopStream.current?.(), []);

  const infoKey = chatInitQueryOptions().queryKey;
  const refreshInfo = () => void queryClient.invalidateQueries({ queryKey: infoKey });

  function receive(key: number, prompt: string, message: AskMessage) {
    const reason = message.output.finish_reason;
    if (message.output.session_id) sessionId.current = message.output.session_id;
    // A refused question (no count left, too long…) is never recorded: it leaves no empty answer behind.
    const isRefused = reason === 'error' && !message.cons_res.chat_id && !message.output.text;
    setItems((list) =>
      list.flatMap((item) => {
        if (item.key !== key) return [item];
        const next = applyAskMessage(item, message);
        return isRefused && !next.content ? [] : [next];
      }),
    );
    if (reason === null) return;
    stopStream.current = null;
    if (reason === 'stop') {
      queryClient.setQueryData(
        infoKey,
        (info) => info && { ...info, all_search_count: message.cons_res.all_search_count },
      );
      return;
    }
    // Another tab spent the last question meanwhile: the same popup as when the count showed 0.
    const isNoCount = message.error?.msg === msg.askNoCountLeft;
    if (!isNoCount) void toast.error(message.error?.msg || msg.askFailed);
    else if (requireLogin()) events.onNoCount();
    if (isRefused) events.onRefused(prompt);
    refreshInfo();
  }

  /** Sends a question after the checks of spec 001 §5; answers whether it went. */
  function send(text: string): boolean {
    const prompt = text.trim();
    const refusal = !prompt ? msg.askPromptEmpty : stopStream.current ? msg.askAnswerStreaming : null;
    if (refusal) {
      void toast.warning(refusal);
      return false;
    }
    const info = queryClient.getQueryData(infoKey);
    if (info && !info.isVip && info.all_search_count <= 0) {
      // A guest is told 请先登录 and gets the login dialog.
      if (requireLogin()) events.onNoCount();
      return false;
    }
    const key = nextKey.current++;
    track(StatType.assistantAsked);
    setItems((list) => [...list, createChatItem(key, prompt)]);
    stopStream.current = openAskStream(
      { prompt, sessionId: sessionId.current },
      {
        onMessage: (message) => receive(key, prompt, message),
        onBroken: () => {
          stopStream.current = null;
          setItems((list) => list.map((item) => (item.key === key ? { ...item, isEnd: true } : item)));
          refreshInfo();
        },
      },
    );
    return true;
  }

  /** Stops the answer: the server keeps it where it stopped; here it counts as finished. */
  function stop() {
    if (!stopStream.current) return;
    stopStream.current();
    stopStream.current = null;
    setItems((list) => list.map((item) => (item.isEnd ? item : { ...item, isEnd: true })));
    refreshInfo();
  }

  const setLike = (key: number, isLike: LikeState) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, isLike } : item)));

  return { items, isStreaming: items.some((item) => !item.isEnd), send, stop, setLike };
}
