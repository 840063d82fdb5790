import { notYetBuilt, type PageManifest } from '../../shared/pages';

/** Live rooms: where a refused access lands; the rooms, public courses and the circle are not built yet. */
export const livePages = {
  '/liveReject': { load: () => import('./live-reject-page') },
  '/live': notYetBuilt,
  '/liveV2': notYetBuilt,
  '/liveV2/details': notYetBuilt,
  '/liveV2/recommend': notYetBuilt,
  '/circle': notYetBuilt,
  '/circleLive': notYetBuilt,
} satisfies PageManifest;
