import { COMMENT_MENTIONS_MAX, COMMENT_TEXT_MAX, type Mention } from '@vce/contract/community-comments';
import { msg } from '@vce/contract/messages';
import { Button, Mentions } from 'antd';
import { EmojiPicker } from '../../../shared/emoji/emoji-picker';
import { useState } from 'react';
import { requireLogin } from '../../../shared/login-store';
import { toast } from '../../../shared/ui/feedback';
import { useAddComment } from '../api/comments';

export interface CommentComposerProps {
  postId: number;
  /** The comment answered (a reply); none for a new thread. */
  parentId?: number;
  /** Whom @ offers: the post's author and the people in its comments. */
  people: Mention[];
  placeholder: string;
  autoFocus?: boolean;
  onSent?(): void;
}

/**
 * Writing a comment or a reply: plain text with @ offering the people of the post (each picked name
 * is sent as a mention, checked by the server against the text).
 */
export function CommentComposer({ postId, parentId, people, placeholder, autoFocus, onSent }: CommentComposerProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Mention[]>([]);
  const addComment = useAddComment(postId);
  const send = async () => {
    if (!requireLogin()) return;
    if (!text.trim()) return void toast.warning(msg.commentEmpty);
    const mentionIds = picked.filter((person) => text.includes(`@${person.nickname}`)).map((person) => person.id);
    try {
      await addComment.mutateAsync({
        content: text,
        parent_id: parentId,
        mention_ids: [...new Set(mentionIds)].slice(0, COMMENT_MENTIONS_MAX),
      });
      setText('');
      setPicked([]);
      onSent?.();
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <div className="comment-composer">
      <Mentions
        value={text}
        onChange={setText}
        onSelect={(option) => {
          // The option carries the inserted name; two people of one name under a post: the first is meant.
          const person = people.find((candidate) => candidate.nickname === option.value);
          if (person) setPicked((list) => [...list, person]);
        }}
        options={people.map((person) => ({ key: String(person.id), value: person.nickname, label: person.nickname }))}
        placeholder={placeholder}
        aria-label={placeholder}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={COMMENT_TEXT_MAX}
        autoFocus={autoFocus}
      />
      <div className="comment-composer-actions">
        <EmojiPicker onPick={(emoji) => setText((written) => written + emoji)} />
        <span className="muted">
          {text.length}/{COMMENT_TEXT_MAX}
        </span>
        <Button type="primary" loading={addComment.isPending} onClick={send}>
          {parentId ? '回复' : '发表评论'}
        </Button>
      </div>
    </div>
  );
}
