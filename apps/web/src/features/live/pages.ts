import type { PageManifest } from '../../shared/pages';
import { queryClient } from '../../shared/query-client';
import { isSignedIn } from '../../shared/session';
import { circleFeedQueryOptions } from './api/circle';
import { roomInfoQueryOptions } from './api/room';

/** Live rooms: a room with its stream and chat, the recommended rooms, where a refused access lands, the circle and its live room. */
export const livePages = {
  '/liveReject': { load: () => import('./live-reject-page') },
  '/live': {
    load: () => import('./room/live-room-page'),
    // The room's stream address and notice, fetched beside the page's code.
    prefetch: (query) => {
      const id = Number(query.get('id'));
      if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(roomInfoQueryOptions(id));
    },
  },
  '/liveV2/recommend': { load: () => import('./live-rooms-page') },
  '/circle': {
    load: () => import('./circle/circle-page'),
    // The first page of posts beside the page's code (the circle is for signed-in users only).
    prefetch: () => {
      if (isSignedIn()) void queryClient.prefetchQuery(circleFeedQueryOptions('all', 1));
    },
  },
  '/circleLive': { load: () => import('./circle/circle-live-page') },
} satisfies PageManifest;
