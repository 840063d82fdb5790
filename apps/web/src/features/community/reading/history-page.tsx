import { HISTORY_DAYS } from '@vce/contract/community-reading';
import { Button } from 'antd';
import { useState } from 'react';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { dialogs } from '../../../shared/ui/feedback';
import { useForgetHistory, useHistory } from '../api/reading';
import { PostList } from '../post-list';
import '../community.css';

/** 浏览历史 (/my/history): the posts the user read lately, the latest first; one or all can be forgotten. */
export default function HistoryPage() {
  const [page, setPage] = useState(1);
  const posts = useHistory(page);
  const forget = useForgetHistory();
  const clearAll = () =>
    void dialogs.confirm({
      title: '清空浏览历史？',
      content: '清空后无法恢复。',
      okText: '清空',
      okButtonProps: { danger: true },
      onOk: () => forget.mutateAsync(undefined).catch(() => undefined),
    });
  return (
    <div className="my-posts" data-testid="my-history">
      <h2>
        浏览历史{' '}
        {(posts.data?.total ?? 0) > 0 && (
          <Button size="small" onClick={clearAll}>
            清空
          </Button>
        )}
      </h2>
      <p className="muted">保留最近{HISTORY_DAYS}天看过的帖子，只有你自己能看到。</p>
      <PostList
        posts={posts}
        page={page}
        onPage={setPage}
        empty="最近没有浏览过帖子"
        actions={(post) => [
          <span key="time" className="muted">
            {formatBeijingTime(post.marked_time * 1000, 'minute')}
          </span>,
          <Button
            key="forget"
            size="small"
            aria-label={`从历史中删除《${post.title}》`}
            onClick={() => forget.mutate(post.id)}
          >
            删除
          </Button>,
        ]}
      />
    </div>
  );
}
