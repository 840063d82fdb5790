import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotices, type NoticeItem, readNotices } from '@vce/contract/notices';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/api/api';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { noticeOpener } from '../../../shared/notice-opener';
import { queryKeys } from '../../../shared/query-keys';

const SHOWN = 8;

/**
 * The bell's panel: the newest notices, unread ones marked; opening one marks it read and goes where
 * it leads (a taken chat: the chats); 全部已读 clears the count. Mounted while the panel is open, so each opening reads anew.
 */
export function NoticePanel() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending } = useQuery({
    queryKey: queryKeys.notices.list,
    queryFn: () => api.call(listNotices, { page: 1, limit: SHOWN }),
  });
  const markRead = useMutation({
    mutationFn: (id?: number) => api.call(readNotices, id === undefined ? {} : { id }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(queryKeys.notices.unreadCount, { count: unread });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notices.list });
    },
  });
  const open = (notice: NoticeItem) => {
    if (!notice.is_read) markRead.mutate(notice.id);
    noticeOpener(notice, navigate)?.();
  };

  return (
    <div className="notice-panel" data-testid="notice-panel">
      <header>
        <strong>消息通知</strong>
        <button type="button" disabled={!data?.unread} onClick={() => markRead.mutate(undefined)}>
          全部已读
        </button>
      </header>
      {isPending ? (
        <p className="notice-empty">加载中…</p>
      ) : !data?.list.length ? (
        <p className="notice-empty">暂无消息</p>
      ) : (
        <ul>
          {data.list.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className={notice.is_read ? 'notice-item' : 'notice-item is-unread'}
                onClick={() => open(notice)}
              >
                <span className="notice-text">{notice.content}</span>
                <time>{formatBeijingTime(notice.time * 1000, 'minute')}</time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
