import { limits } from '@vce/contract/limits';
import { finishTask } from '@vce/contract/commerce-tasks';
import type { DirectFrame } from '@vce/contract/live-direct';
import { isChatAcceptNotice, type NoticeMessage } from '@vce/contract/notices';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { api } from '../shared/api/api';
import { useAssistantPanel } from '../shared/assistant-panel';
import { userIndexQueryOptions } from '../shared/current-user';
import { isDirectChatShown, openDirectChat, useDirectChatPanel } from '../shared/direct-chat';
import { noticeOpener } from '../shared/notice-opener';
import { useLoginDialog } from '../shared/login-store';
import { usePermissionTip } from '../shared/permission/permission-store';
import { queryKeys } from '../shared/query-keys';
import { isSignedIn } from '../shared/session';
import { connectNoticeSocket, onSocketFrame } from '../shared/socket/notice-socket';
import { StatType, track } from '../shared/statistics';
import { ApiBridge } from './api-bridge';
import { lazyOnDemand, useCodeReady } from '../shared/lazy-chunk';
import { OnLoadPrompts } from './on-load-prompts';
import { FeedbackHost, notify, toast } from '../shared/ui/feedback';

// Not on the first screen: its code (seven forms, the captcha, QR codes) loads when it first opens.
const LoginDialog = lazyOnDemand(
  () => import('../features/account/login-dialog'),
  (module) => module.default,
);

// 我的咨询 (one-to-one chats): loaded the first time it opens.
const DirectChatHost = lazyOnDemand(
  () => import('../features/live/direct/direct-chat-host'),
  (module) => module.DirectChatHost,
);

// Shown when a call is refused for lack of rights: its code loads then.
const PermissionTipHost = lazyOnDemand(
  () => import('../shared/permission/permission-tip-popup'),
  (module) => module.PermissionTipHost,
);

// The AI assistant's panel (its chat, history and popups) loads the first time someone opens it.
const AssistantPanelHost = lazyOnDemand(
  () => import('../features/assistant/assistant-panel-host'),
  (module) => module.AssistantPanelHost,
);

export interface RouteHandle {
  title: string;
}

const siteName = 'vce期货';
const description = '专业的K线学习交流平台';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Title, description and keywords of the page being shown, and one page-view statistic. */
function usePageMeta() {
  const matches = useMatches();
  const location = useLocation();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  useEffect(() => {
    const page = title?.title ?? '页面不存在';
    document.title = page === '首页' ? `${siteName} · ${description}` : `${page} - ${siteName}`;
    setMeta(
      'description',
      `${siteName}${page === '首页' ? '' : `${page}：`}${description}，K线课堂、直播、期友社区与期货数据。`,
    );
    setMeta('keywords', `${page},期货,K线学习,期货直播,持仓排名,基差,BBAS`);
  }, [title]);
  useEffect(() => track(StatType.pageView), [location.pathname]);
}

/**
 * Spec 000 §7's background task (type 24, device pc), reported once a load for a signed-in user: the
 * daily-visit task of 任务中心. After first paint, so it never competes with the page.
 */
function useDailyVisitTask() {
  useEffect(() => {
    if (!isSignedIn()) return;
    const timer = window.setTimeout(() => {
      api.call(finishTask, { type: limits.finishTaskType, device_info: 'pc' }).catch(() => {});
    }, 2000);
    return () => window.clearTimeout(timer);
  }, []);
}

/** The popup's title of the notices that have their own. */
const noticeTitles: Partial<Record<NoticeMessage['type'], string>> = {
  live_started: '开播提醒',
  coupon_granted: '优惠券到账',
};

/** Notices pushed while the page is open: shown at once, and the header's unread count read again. */
function useNoticeSocket() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      connectNoticeSocket({
        roomId: () => new URLSearchParams(window.location.search).get('id') ?? undefined,
        onNotice: (notice) => {
          // Below, clear of the header's bell and its panel, which lists it too.
          // A room going live is the live-broadcast tip; clicked, a notice opens what it is about.
          const open = noticeOpener(notice, navigate);
          notify.info({
            message: noticeTitles[notice.type] ?? '新消息',
            description: notice.content.content,
            placement: 'bottomRight',
            onClick: open,
            className: open ? 'notice-popup-link' : undefined,
          });
          if (isChatAcceptNotice(notice.type)) void queryClient.invalidateQueries({ queryKey: queryKeys.live.direct });
          void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all });
          // A teacher's new post: the circle's feed, if open, shows it.
          if (notice.type === 'circle_policy') void queryClient.invalidateQueries({ queryKey: queryKeys.live.circle });
        },
        onBound: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all }),
        onError: (text) => void toast.error(text),
      }),
    [queryClient, navigate],
  );
}

/** A one-to-one message while the chats are closed: a tip that opens its chat (one's own words from another tab are not). */
function useDirectMessageTip() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSocketFrame((frame) => {
        if (frame.type !== 'direct_message' || isDirectChatShown()) return;
        const { message } = frame as unknown as DirectFrame;
        const me = queryClient.getQueryData(userIndexQueryOptions().queryKey)?.id;
        if (message.side === 'system' || message.sender_id === me) return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.live.direct });
        notify.info({
          message: '新私信',
          description: message.content || '[图片]',
          placement: 'bottomRight',
          onClick: () => openDirectChat({ chatId: message.chat_id }),
          className: 'notice-popup-link',
        });
      }),
    [queryClient],
  );
}

/** The login dialog, loaded when first opened and kept mounted after (its closing animation, its state). */
function LoginDialogOnDemand() {
  const { open } = useLoginDialog();
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  const isCodeReady = useCodeReady(LoginDialog, wasOpened);
  return wasOpened && isCodeReady ? <LoginDialog /> : null;
}

/**
 * Above every layout: the API bridge, the login dialog, the AI assistant, the one-to-one chats,
 * prompts on load, page meta and the notification socket.
 */
export function RootShell() {
  usePageMeta();
  useNoticeSocket();
  useDirectMessageTip();
  useDailyVisitTask();
  const permissionTip = usePermissionTip();
  const assistant = useAssistantPanel();
  // Drawn once their code is in, without suspending (shared/lazy-chunk.ts).
  const isPermissionTipReady = useCodeReady(PermissionTipHost, !!permissionTip);
  const isAssistantReady = useCodeReady(AssistantPanelHost, assistant.wasOpened);
  const directChat = useDirectChatPanel();
  const isDirectChatReady = useCodeReady(DirectChatHost, directChat.wasOpened);
  return (
    <>
      <ApiBridge />
      <FeedbackHost />
      <Suspense fallback={null}>
        <LoginDialogOnDemand />
        {permissionTip && isPermissionTipReady && <PermissionTipHost />}
        {assistant.wasOpened && isAssistantReady && <AssistantPanelHost />}
        {directChat.wasOpened && isDirectChatReady && <DirectChatHost />}
      </Suspense>
      <OnLoadPrompts />
      <Outlet />
    </>
  );
}
