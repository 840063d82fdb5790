import { notYetBuilt, type PageManifest } from '../../shared/pages';

/** Live rooms: a room with its stream and chat, where a refused access lands; public courses and the circle are not built yet. */
export const livePages = {
  '/liveReject': { load: () => import('./live-reject-page') },
  '/live': { load: () => import('./room/live-room-page') },
  '/liveV2': notYetBuilt,
  '/liveV2/details': notYetBuilt,
  '/liveV2/recommend': notYetBuilt,
  '/circle': notYetBuilt,
  '/circleLive': notYetBuilt,
} satisfies PageManifest;
