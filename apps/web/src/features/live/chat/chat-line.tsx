import type { ChatMessage } from '@vce/contract/live';
import { Tag } from 'antd';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { EmojiText } from '../../../shared/emoji/emoji-text';

export type ModerationAction = 'pin' | 'remove' | 'mute';

const moderationActions: [ModerationAction, string][] = [
  ['pin', '置顶'],
  ['remove', '删除'],
  ['mute', '禁言10分钟'],
];

/**
 * One message: the speaker with their level badge and VIP tag, a teacher's highlighted, a question
 * marked; for the room's staff, its actions (shown on hover or keyboard focus).
 */
export function ChatLine(props: { message: ChatMessage; onModerate?: (action: ModerationAction) => void }) {
  const { message, onModerate } = props;
  return (
    <li className={`chat-line chat-line-${message.kind}`} data-testid="chat-line">
      <span className="chat-who">
        {message.kind === 'teacher' && <Tag color="red">老师</Tag>}
        <span className="chat-nickname">{message.nickname}</span>
        <span className="chat-level">Lv{message.level}</span>
        {message.is_vip && <span className="chat-vip">VIP</span>}
        <time className="chat-time">{formatBeijingTime(message.time * 1000, 'minute').slice(-5)}</time>
      </span>
      <span className="chat-content">
        {message.kind === 'question' && <Tag color="blue">提问</Tag>}
        <EmojiText text={message.content} />
      </span>
      {onModerate && (
        <span className="chat-actions">
          {moderationActions.map(([action, label]) => (
            <button key={action} type="button" onClick={() => onModerate(action)}>
              {label}
            </button>
          ))}
        </span>
      )}
    </li>
  );
}
