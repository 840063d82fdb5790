import type { PageManifest } from '../../shared/pages';

/** The assistant's own page (its panel opens over any page). */
export const assistantPages = {
  '/AI': { load: () => import('./assistant-page') },
} satisfies PageManifest;
