import { PushpinOutlined } from '@ant-design/icons';
import type { ChatMessage, RoomInfo } from '@vce/contract/live';
import { chatMessageMax, muteChat, pinChat, removeChat, sendChat } from '@vce/contract/live-chat';
import { Button, Checkbox, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api/api';
import { EmojiPicker } from '../../../shared/emoji/emoji-picker';
import { EmojiText } from '../../../shared/emoji/emoji-text';
import { isSignedIn } from '../../../shared/session';
import { toast } from '../../../shared/ui/feedback';
import { ChatLine, type ModerationAction } from './chat-line';
import type { useRoomChat } from './use-room-chat';
import { sendOnEnter } from '../../../shared/ui/send-on-enter';

/**
 * The chat beside the stream: the pinned message, the messages as they come (kept scrolled to the
 * newest unless the reader scrolled up), and the box to speak or ask the teacher. Guests read; the
 * server asks them to log in when they speak. The staff pin, remove and mute from a message's menu.
 */
export function ChatPanel({ room, chat }: { room: RoomInfo; chat: ReturnType<typeof useRoomChat> }) {
  const [text, setText] = useState('');
  const [isQuestion, setIsQuestion] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);

  useEffect(() => {
    const element = list.current;
    if (element && isAtBottom.current) element.scrollTop = element.scrollHeight;
  }, [chat.messages]);

  const send = async () => {
    if (!text.trim()) return void toast.warning('请输入消息内容');
    setIsSending(true);
    try {
      await api.call(sendChat, { room_id: room.id, content: text, kind: isQuestion ? 'question' : 'chat' });
      setText('');
      isAtBottom.current = true;
    } catch {
      // The shared handling has shown why (too fast, muted, login).
    } finally {
      setIsSending(false);
    }
  };

  const moderate = (message: ChatMessage) => async (action: ModerationAction) => {
    const done = {
      pin: () => api.call(pinChat, { room_id: room.id, seq: message.seq }),
      remove: () => api.call(removeChat, { room_id: room.id, seq: message.seq }),
      mute: () => api.call(muteChat, { room_id: room.id, user_id: message.user_id, minutes: 10 }),
    }[action];
    await done().then(
      () => toast.success('已处理'),
      () => {},
    );
  };

  return (
    <section className="chat-panel" aria-label="直播聊天">
      <header className="chat-header">
        <strong>互动聊天</strong>
        {chat.slowModeSeconds > 0 && <span className="chat-slow">慢速模式：每{chat.slowModeSeconds}秒一条</span>}
      </header>
      {chat.pinned && (
        <div className="chat-pinned" data-testid="chat-pinned">
          <PushpinOutlined /> <strong>{chat.pinned.nickname}：</strong>
          <EmojiText text={chat.pinned.content} />
        </div>
      )}
      <div
        className="chat-list"
        ref={list}
        role="log"
        aria-live="polite"
        aria-label="聊天消息"
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          isAtBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
        }}
      >
        <ol>
          {chat.messages.length === 0 && <li className="chat-empty">还没有人发言，来说第一句吧</li>}
          {chat.messages.map((message) => (
            <ChatLine
              key={message.seq}
              message={message}
              onModerate={room.can_moderate ? moderate(message) : undefined}
            />
          ))}
        </ol>
      </div>
      <div className="chat-compose">
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={(event) => sendOnEnter(event, () => void send())}
          maxLength={chatMessageMax}
          autoSize={{ minRows: 2, maxRows: 3 }}
          placeholder={isSignedIn() ? '说点什么…（Enter发送）' : '登录后参与聊天'}
          aria-label="聊天内容"
        />
        <div className="chat-compose-actions">
          <EmojiPicker onPick={(name) => setText((current) => current + name)} />
          <Checkbox checked={isQuestion} onChange={(event) => setIsQuestion(event.target.checked)}>
            提问老师
          </Checkbox>
          <Button type="primary" loading={isSending} onClick={() => void send()}>
            发送
          </Button>
        </div>
      </div>
    </section>
  );
}
