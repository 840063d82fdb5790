import type { PageManifest } from '../../shared/pages';

/** Live rooms: a room with its stream and chat, the recommended rooms, where a refused access lands, the circle and its live room. */
export const livePages = {
  '/liveReject': { load: () => import('./live-reject-page') },
  '/live': { load: () => import('./room/live-room-page') },
  '/liveV2/recommend': { load: () => import('./live-rooms-page') },
  '/circle': { load: () => import('./circle/circle-page') },
  '/circleLive': { load: () => import('./circle/circle-live-page') },
} satisfies PageManifest;
