import type { DirectChat, DirectFrame, DirectMessage } from '@vce/contract/live-direct';
import { directMessageMax } from '@vce/contract/live-direct';
import { Button, Input } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { EmojiPicker } from '../../../shared/emoji/emoji-picker';
import { EmojiText } from '../../../shared/emoji/emoji-text';
import { onSocketFrame } from '../../../shared/socket/notice-socket';
import { toast } from '../../../shared/ui/feedback';
import { ImageUploadButton } from '../../../shared/uploads/image-upload-button';
import {
  acceptDirect,
  DIRECT_PAGE,
  fetchOlderDirectMessages,
  markDirectRead,
  sendDirect,
  useLatestDirectMessages,
  useRefreshDirectChats,
} from '../api/direct';
import { sendOnEnter } from '../../../shared/ui/send-on-enter';

/** Messages by number, each once (a sent message comes back on the socket too). */
const bySeq = (messages: DirectMessage[]) =>
  [...new Map(messages.map((message) => [message.seq, message])).values()].sort((a, b) => a.seq - b.seq);

function MessageBubble({ message, isMine }: { message: DirectMessage; isMine: boolean }) {
  if (message.side === 'system') return <li className="direct-system">{message.content}</li>;
  return (
    <li className={isMine ? 'direct-bubble is-mine' : 'direct-bubble'}>
      <time>{formatBeijingTime(message.time * 1000, 'minute')}</time>
      <div>
        {message.content && <EmojiText text={message.content} />}
        {message.image && (
          <a href={message.image} target="_blank" rel="noreferrer">
            <img src={message.image} alt="聊天图片" loading="lazy" />
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * One chat: its latest messages (older ones on request), the other side's words as they arrive, and
 * the box to answer. The answering side takes a waiting chat before it can reply. Shown, it is read.
 */
export function DirectConversation({ chat, isShown }: { chat: DirectChat; isShown: boolean }) {
  const latest = useLatestDirectMessages(chat.id);
  const [older, setOlder] = useState<DirectMessage[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [arrived, setArrived] = useState<DirectMessage[]>([]);
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const refreshChats = useRefreshDirectChats();
  const list = useRef<HTMLOListElement>(null);
  const messages = useMemo(
    () => bySeq([...older, ...(latest.data?.list ?? []), ...arrived]),
    [older, latest.data, arrived],
  );
  const newest = messages.at(-1)?.seq ?? 0;

  useEffect(
    () =>
      onSocketFrame((frame) => {
        const { message } = frame as unknown as DirectFrame;
        if (frame.type === 'direct_message' && message.chat_id === chat.id) setArrived((now) => [...now, message]);
      }),
    [chat.id],
  );
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);
  useEffect(() => {
    if (isShown && newest > 0) void markDirectRead(chat.id).then(refreshChats, () => {});
  }, [chat.id, isShown, newest, refreshChats]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    const page = await fetchOlderDirectMessages(chat.id, first.seq);
    setOlder((now) => [...page.list, ...now]);
    setHasOlder(page.has_more);
  };
  const send = async (input: { content: string; image: string }) => {
    if (!input.content.trim() && !input.image) return void toast.warning('请输入消息内容');
    setIsSending(true);
    try {
      const message = await sendDirect({ chat_id: chat.id, ...input });
      setArrived((now) => [...now, message]);
      if (input.content) setText('');
      refreshChats();
    } catch {
      // The shared handling has shown why (too fast, a banned word).
    } finally {
      setIsSending(false);
    }
  };
  const mySide = chat.role;
  const mustTake = chat.role === 'agent' && chat.status === 'waiting';
  const canLoadOlder = hasOlder ?? (latest.data?.has_more === true && messages.length >= DIRECT_PAGE);

  return (
    <section className="direct-conversation" aria-label={`与${chat.counterpart.nickname}的对话`}>
      <header>
        <strong>{chat.counterpart.nickname}</strong>
        {chat.status === 'waiting' && <span className="direct-waiting">{mustTake ? '待接入' : '等待接入'}</span>}
      </header>
      <ol className="direct-messages" ref={list} role="log" aria-live="polite" tabIndex={0}>
        {canLoadOlder && (
          <li className="direct-older">
            <Button type="link" size="small" onClick={() => void loadOlder()}>
              查看更早的消息
            </Button>
          </li>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.seq} message={message} isMine={message.side === mySide} />
        ))}
      </ol>
      {mustTake ? (
        <div className="direct-take">
          <Button
            type="primary"
            onClick={() =>
              void acceptDirect(chat.id).then(
                () => refreshChats(),
                () => refreshChats(),
              )
            }
          >
            接入咨询
          </Button>
        </div>
      ) : (
        <div className="direct-compose">
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={(event) => sendOnEnter(event, () => void send({ content: text, image: '' }))}
            maxLength={directMessageMax}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder="输入消息（Enter发送）"
            aria-label="私信内容"
          />
          <div className="direct-compose-actions">
            <EmojiPicker onPick={(name) => setText((now) => now + name)} />
            <ImageUploadButton canAdd={() => true} onUploaded={(url) => void send({ content: '', image: url })} />
            <Button type="primary" loading={isSending} onClick={() => void send({ content: text, image: '' })}>
              发送
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
