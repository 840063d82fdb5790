import { circleCommentMax } from '@vce/contract/live-circle';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { EmojiPicker } from '../../../shared/emoji/emoji-picker';
import { EmojiText } from '../../../shared/emoji/emoji-text';
import { useAddCircleComment, useCircleComments } from '../api/circle';
import { sendOnEnter } from '../../../shared/ui/send-on-enter';

/** A post's comments, oldest first, and the box to add one. */
export function CircleComments({ postId }: { postId: number }) {
  const { data } = useCircleComments(postId, true);
  const add = useAddCircleComment();
  const [text, setText] = useState('');
  const send = () => add.mutate({ post_id: postId, content: text }, { onSuccess: () => setText('') });
  return (
    <div className="circle-comments" data-testid="circle-comments">
      <ul>
        {data?.list.map((comment) => (
          <li key={comment.id}>
            <strong>{comment.user.nickname}</strong>：<EmojiText text={comment.content} />
            <time>{formatBeijingTime(comment.time * 1000, 'minute')}</time>
          </li>
        ))}
      </ul>
      <div className="circle-comment-box">
        <Input
          value={text}
          maxLength={circleCommentMax}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={(event) => sendOnEnter(event, () => void send())}
          placeholder="说说你的看法"
          aria-label="评论内容"
        />
        <EmojiPicker onPick={(name) => setText((current) => current + name)} />
        <Button type="primary" loading={add.isPending} onClick={send}>
          评论
        </Button>
      </div>
    </div>
  );
}
