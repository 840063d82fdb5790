import { POST_TEXT_MAX, POST_TITLE_MAX, postTextOf, postTextTooLong } from '@vce/contract/community';
import { QUESTION_OPEN_DAYS } from '@vce/contract/community-questions';
import { msg } from '@vce/contract/messages';
import { Button, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { dialogs, toast } from '../../shared/ui/feedback';
import { useAddPost, useEditPost } from './api/posts';
import { editableHtml } from './editable-html';
import { emptyPollDraft, type PollDraftState, PollEditor, pollOfDraft, pollRefusalOf } from './polls/poll-editor';
import { type PostBodyChange, PostEditor } from './post-editor';
import { ChartCardEditor, type ChartDraftState, chartOfDraft, emptyChartDraft } from './charts/chart-card-editor';

/** The bounties offered for a question, in V粒 (docs/decisions.md "Community Q&A"). */
const bountyChoices = [0, 10, 20, 50, 100, 200, 500];

/** What the server would refuse, said before asking it. */
function refusalOf(title: string, body: PostBodyChange) {
  if (!title.trim()) return msg.postTitleEmpty;
  // A post of pictures alone is a post.
  if (body.textLength === 0 && !body.html.includes('<img')) return msg.postContentEmpty;
  if (body.textLength > POST_TEXT_MAX) return postTextTooLong;
  return null;
}

/**
 * 发帖: a title and the rich-text body, published to the latest feed; `onPublished` gets the new
 * post's id. `draft` is text the body starts with (a board's product tag, `$螺纹钢$`). With `editing`,
 * its author changes a post instead (its poll and question stay as they are).
 */
export function PostComposer({
  draft,
  editing,
  onClose,
  onPublished,
}: {
  draft?: string;
  editing?: { id: number; title: string; content: string };
  onClose(): void;
  onPublished(id: number): void;
}) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [initialHtml] = useState(() =>
    editing ? editableHtml(editing.content) : draft ? `<p>${draft} </p>` : undefined,
  );
  const [body, setBody] = useState<PostBodyChange>({
    html: initialHtml ?? '',
    textLength: postTextOf(draft ?? '').length,
  });
  const [poll, setPoll] = useState<PollDraftState | null>(null);
  const [chart, setChart] = useState<ChartDraftState | null>(null);
  /** The bounty of a question in V粒 (0: none); null when the post asks nothing. */
  const [bounty, setBounty] = useState<number | null>(null);
  const addPost = useAddPost();
  const editPost = useEditPost();
  const publish = async () => {
    const refusal = refusalOf(title, body) ?? (poll && pollRefusalOf(poll));
    if (refusal) return void toast.warning(refusal);
    try {
      const { id } = editing
        ? await editPost.mutateAsync({ id: editing.id, title: title.trim(), content: body.html })
        : await addPost.mutateAsync({
            title: title.trim(),
            content: body.html,
            poll: poll ? pollOfDraft(poll) : undefined,
            question: bounty === null ? undefined : { bounty },
            chart: chart ? chartOfDraft(chart) : undefined,
          });
      void toast.success(editing ? msg.postEdited : msg.postPublished);
      onPublished(id);
    } catch {
      // Shown by the API client.
    }
  };
  const close = () => {
    if (!editing && !title.trim() && body.textLength === 0) return onClose();
    void dialogs.confirm({
      title: editing ? '放弃这次修改？' : '放弃这篇帖子？',
      content: editing ? '帖子保持原样。' : '已写的内容不会保存。',
      okText: '放弃',
      onOk: onClose,
    });
  };
  return (
    <Modal
      open
      title={editing ? '编辑帖子' : '发帖'}
      width={720}
      okText={editing ? '保存' : '发布'}
      cancelText="取消"
      onOk={publish}
      onCancel={close}
      confirmLoading={addPost.isPending || editPost.isPending}
      maskClosable={false}
      destroyOnHidden
    >
      <div className="post-composer">
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="标题"
          aria-label="标题"
          maxLength={POST_TITLE_MAX}
          showCount
          size="large"
        />
        <PostEditor textLength={body.textLength} initialHtml={initialHtml} onChange={setBody} />
        {poll && <PollEditor draft={poll} onChange={setPoll} />}
        {chart && <ChartCardEditor draft={chart} onChange={setChart} />}
        <div className="post-composer-extras" hidden={editing !== undefined}>
          <Button size="small" onClick={() => setPoll(poll ? null : emptyPollDraft)}>
            {poll ? '取消投票' : '添加投票'}
          </Button>
          <Button size="small" onClick={() => setChart(chart ? null : emptyChartDraft)}>
            {chart ? '取消K线图' : '添加K线图'}
          </Button>
          <Button size="small" onClick={() => setBounty(bounty === null ? 0 : null)}>
            {bounty === null ? '设为提问' : '取消提问'}
          </Button>
          {bounty !== null && (
            <Radio.Group
              size="small"
              optionType="button"
              value={bounty}
              onChange={(event) => setBounty(event.target.value as number)}
              aria-label="悬赏V粒"
              options={bountyChoices.map((value) => ({ value, label: value ? `${value}V粒` : '不悬赏' }))}
            />
          )}
        </div>
        {bounty !== null && (
          <p className="muted post-composer-rules">
            悬赏从你的V粒中暂扣，采纳回答后付给回答者；{QUESTION_OPEN_DAYS}天内未采纳则退回。
          </p>
        )}
        <p className="muted post-composer-rules">请理性交流：勿发布荐股、喊单、代客理财等违规内容。</p>
      </div>
    </Modal>
  );
}
