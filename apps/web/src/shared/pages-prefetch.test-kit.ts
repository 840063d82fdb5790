import type { BuiltPage, PageManifest } from './pages';

/**
 * A manifest's prefetch for a page, as the router's loader calls it with the address's query, once its
 * answers have been asked for and stored (tests of the features' `pages.ts`).
 */
export async function runPrefetch<Manifest extends PageManifest>(pages: Manifest, path: keyof Manifest, query = '') {
  const page = pages[path] as BuiltPage | undefined;
  page?.prefetch?.(new URLSearchParams(query));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
