import { isChatAcceptNotice } from '@vce/contract/notices';
import { openDirectChat } from './direct-chat';

/**
 * What opening a notice does, in its popup and in the bell alike: a teacher or an agent taking
 * one's chat opens the chats; a notice about a page goes there; others open nothing.
 */
export function noticeOpener(notice: { type: string; link?: string }, navigate: (to: string) => void) {
  const { link } = notice;
  if (isChatAcceptNotice(notice.type)) return () => openDirectChat();
  return link ? () => navigate(link) : undefined;
}
