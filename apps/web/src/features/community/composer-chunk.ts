import { lazyOnDemand } from '../../shared/lazy-chunk';

/** The composer, its code (Tiptap) loaded when someone starts writing or editing. */
export const PostComposer = lazyOnDemand(
  () => import('./post-composer'),
  (module) => module.PostComposer,
);
