import type { DirectChat } from '@vce/contract/live-direct';
import { Badge, Empty, Modal, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { closeDirectChat, useDirectChatPanel } from '../../../shared/direct-chat';
import { onSocketFrame } from '../../../shared/socket/notice-socket';
import { beginDirectChat, useDirectChats, useRefreshDirectChats } from '../api/direct';
import { DirectConversation } from './direct-conversation';
import './direct.css';

function ChatListItem({ chat, isSelected, onSelect }: { chat: DirectChat; isSelected: boolean; onSelect(): void }) {
  return (
    <li>
      <button type="button" className={isSelected ? 'is-selected' : undefined} onClick={onSelect}>
        <Badge count={chat.unread} size="small">
          <img src={chat.counterpart.avatar || '/images/avatars/avatar-01.svg'} alt="" width={36} height={36} />
        </Badge>
        <span className="direct-item-text">
          <strong>
            {chat.counterpart.nickname}
            {chat.kind === 'teacher' && chat.role === 'user' && <small>老师</small>}
            {chat.status === 'waiting' && <small className="direct-waiting">等待接入</small>}
          </strong>
          <span>{chat.last_message}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * 我的咨询: the one-to-one chats with teachers and customer service, following openDirectChat. A
 * teacher or an agent also sees the chats they answer (待我回复). app/root-shell loads this module the
 * first time it opens; from then on it stays mounted, hidden when closed (a dialog: the site draws no
 * drawer, build/antd-stylesheet.ts).
 */
export function DirectChatHost() {
  const { isOpen, target } = useDirectChatPanel();
  const chats = useDirectChats();
  const refreshChats = useRefreshDirectChats();
  const [box, setBox] = useState<'mine' | 'inbox'>('mine');
  const [selectedId, setSelectedId] = useState<number | null>(null);

  // A chat already begun (a tip's) is selected as the target arrives; a new one once the server has begun it.
  const [selectedFor, setSelectedFor] = useState<number | null>(null);
  if (target && target.id !== selectedFor && 'chatId' in target.to) {
    setSelectedFor(target.id);
    setSelectedId(target.to.chatId);
  }
  useEffect(() => {
    if (!target || 'chatId' in target.to) return;
    const { to } = target;
    void beginDirectChat(to.kind === 'teacher' ? { kind: 'teacher', teacher_id: to.teacherId } : { kind: 'service' })
      .then((chat) => {
        setBox('mine');
        setSelectedId(chat.id);
        refreshChats();
      })
      .catch(() => {});
  }, [target, refreshChats]);
  useEffect(() => onSocketFrame((frame) => frame.type === 'direct_message' && refreshChats()), [refreshChats]);

  const data = chats.data;
  const all = [...(data?.mine ?? []), ...(data?.inbox ?? [])];
  const selected = all.find((chat) => chat.id === selectedId);
  // A chat opened from a tip shows in the box it belongs to.
  const shownBox = selected ? (data?.inbox.includes(selected) ? 'inbox' : 'mine') : box;
  const listed = shownBox === 'inbox' ? (data?.inbox ?? []) : (data?.mine ?? []);
  const unreadOf = (list: DirectChat[]) => list.reduce((sum, chat) => sum + chat.unread, 0);

  return (
    <Modal open={isOpen} onCancel={closeDirectChat} title="我的咨询" width={760} footer={null} className="direct-modal">
      <div className="direct-layout">
        <nav className="direct-list" aria-label="对话列表">
          {data?.is_agent && (
            <Segmented<'mine' | 'inbox'>
              block
              value={shownBox}
              onChange={(value) => {
                setBox(value);
                setSelectedId(null);
              }}
              options={[
                { label: `我的咨询${unreadOf(data.mine) ? `(${unreadOf(data.mine)})` : ''}`, value: 'mine' },
                { label: `待我回复${unreadOf(data.inbox) ? `(${unreadOf(data.inbox)})` : ''}`, value: 'inbox' },
              ]}
            />
          )}
          {listed.length === 0 && chats.isSuccess ? (
            <Empty description={shownBox === 'inbox' ? '暂无待回复的咨询' : '还没有咨询记录'} />
          ) : (
            <ul>
              {listed.map((chat) => (
                <ChatListItem
                  key={chat.id}
                  chat={chat}
                  isSelected={chat.id === selectedId}
                  onSelect={() => setSelectedId(chat.id)}
                />
              ))}
            </ul>
          )}
        </nav>
        {selected ? (
          <DirectConversation key={selected.id} chat={selected} isShown={isOpen} />
        ) : (
          <div className="direct-none">选择一个对话，或在直播间向老师、在右侧工具栏向客服发起咨询</div>
        )}
      </div>
    </Modal>
  );
}
