import type { PostAuthor } from '@vce/contract/community';
import type { CommentThread, Mention } from '@vce/contract/community-comments';
import { Button, Card, Pagination } from 'antd';
import { useMemo, useState } from 'react';
import { NoData } from '../../../shared/ui/no-data';
import { pageItemRender } from '../../../shared/ui/page-items';
import { REPLY_PAGE_SIZE, THREAD_PAGE_SIZE, useCommentReplies, useCommentThreads } from '../api/comments';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

/** A thread: its head, its inline replies, and the rest a page at a time once asked for. */
function Thread({ thread, people }: { thread: CommentThread; people: Mention[] }) {
  const [page, setPage] = useState(0);
  const more = useCommentReplies({ postId: thread.post_id, threadId: thread.id, page, enabled: page > 0 });
  const replies = page > 0 && more.data ? more.data.list : thread.replies;
  const hasMore = thread.reply_count > thread.replies.length;
  return (
    <div className="comment-thread">
      <CommentItem comment={thread} people={people} />
      {replies.length > 0 && (
        <div className="comment-replies">
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} people={people} />
          ))}
          {hasMore && page === 0 && (
            <Button type="link" size="small" onClick={() => setPage(1)}>
              查看全部{thread.reply_count}条回复
            </Button>
          )}
          {page > 0 && thread.reply_count > REPLY_PAGE_SIZE && (
            <Pagination
              size="small"
              current={page}
              pageSize={REPLY_PAGE_SIZE}
              total={thread.reply_count}
              onChange={setPage}
              showSizeChanger={false}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** The people @ offers under a post: its author first, then everyone in the comments shown. */
function peopleOf(author: PostAuthor, threads: CommentThread[]): Mention[] {
  const people = new Map<number, Mention>([[author.id, author]]);
  for (const thread of threads)
    for (const comment of [thread, ...thread.replies]) people.set(comment.author.id, comment.author);
  return [...people.values()].map(({ id, nickname }) => ({ id, nickname }));
}

/** 评论 under a post: writing one, the threads oldest first by pages, each two levels deep. */
export function CommentSection({ postId, author, count }: { postId: number; author: PostAuthor; count: number }) {
  const [page, setPage] = useState(1);
  const threads = useCommentThreads(postId, page);
  const list = threads.data?.list;
  const people = useMemo(() => peopleOf(author, list ?? []), [author, list]);
  return (
    <Card title={`评论 ${count}`} className="comment-section" data-testid="comment-section">
      <CommentComposer postId={postId} people={people} placeholder="说说你的看法，输入 @ 可提到期友" />
      {list && list.length === 0 && <NoData description="还没有评论，来说两句吧" />}
      {list?.map((thread) => (
        <Thread key={thread.id} thread={thread} people={people} />
      ))}
      {(threads.data?.total ?? 0) > THREAD_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={THREAD_PAGE_SIZE}
          total={threads.data?.total}
          onChange={setPage}
          showSizeChanger={false}
          itemRender={pageItemRender}
        />
      )}
    </Card>
  );
}
