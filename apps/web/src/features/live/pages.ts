import { notYetBuilt, type PageManifest } from '../../shared/pages';

/** Live rooms: a room with its stream and chat, the recommended rooms, where a refused access lands; the circle is not built yet. */
export const livePages = {
  '/liveReject': { load: () => import('./live-reject-page') },
  '/live': { load: () => import('./room/live-room-page') },
  '/liveV2/recommend': { load: () => import('./live-rooms-page') },
  '/circle': notYetBuilt,
  '/circleLive': notYetBuilt,
} satisfies PageManifest;
