import { bindUser, getSocketUrl, listNotices, readNotices, unreadCount } from '@vce/contract/notices';
import { socketPaths } from '@vce/contract/socket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../platform/calls';
import { registerDevNoticeRoutes } from './dev-notice-routes';
import { tellCircleFollowers } from './circle-notices';
import { tellCouponHolders } from './coupon-notices';
import { tellChatAccepted, tellRoomFollowers } from './live-notices';
import { forgetRemovedContent, tellAcceptedAnswerers, tellCommentReaders, tellReporters } from './comment-notices';
import { markNoticesReadFor, pushSentNotices, readNoticeList, readUnreadCount } from './notice-service';

/** A user's notices: the notification socket's address, binding a socket to its user, the pushes, the unread count. */
export async function noticeRoutes(app: FastifyInstance) {
  pushSentNotices(app);
  tellCommentReaders(app);
  tellAcceptedAnswerers(app);
  forgetRemovedContent(app);
  tellReporters(app);
  tellCircleFollowers(app);
  tellRoomFollowers(app);
  tellChatAccepted(app);
  tellCouponHolders(app);
  registerCall(app, unreadCount, async ({ userId }) => ({ count: await readUnreadCount(app, userId) }));
  registerCall(app, listNotices, ({ body, userId }) => readNoticeList(app, { userId, ...body }));
  registerCall(app, readNotices, ({ body, userId }) => markNoticesReadFor(app, { userId, id: body.id }));
  registerCall(app, getSocketUrl, ({ request }) => ({ url: noticeSocketUrl(app, request) }));
  // Bound once the bus has the message: a notice sent right after the answer reaches the socket.
  registerCall(app, bindUser, async ({ body, userId }) => {
    await app.sockets.bind(body.client_id, userId);
    return null;
  });
  if (app.sms.name === 'dev') registerDevNoticeRoutes(app);
}

function noticeSocketUrl(app: FastifyInstance, request: FastifyRequest) {
  if (app.config.PUBLIC_WS_URL) return `${app.config.PUBLIC_WS_URL.replace(/\/$/, '')}${socketPaths.notice}`;
  const scheme = request.protocol === 'https' ? 'wss' : 'ws';
  return `${scheme}://${request.host}${socketPaths.notice}`;
}
