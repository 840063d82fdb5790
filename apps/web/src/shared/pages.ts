import type { PagePath } from '@vce/contract/routes';
import type { ComponentType } from 'react';

/**
 * How long a page's first answer, asked for while its code loads, is fresh: the page mounting after
 * it reads it rather than asking again (its queries' default is to refetch whatever is stale).
 */
export const prefetchedFreshMs = 10_000;

/** A page a feature has built: its code, and the data it asks for while that code loads. */
export interface BuiltPage {
  load: () => Promise<{ default: ComponentType }>;
  /** Starts the page's first queries from its URL's query; never awaited. */
  prefetch?: (query: URLSearchParams) => void;
}

/**
 * A feature's pages, by their path in the contract's page table (which gives each its title, layout
 * and login guard). The router merges the features' manifests; every path of the table is declared
 * by exactly one of them (app/page-manifests.test.ts).
 */
export type PageManifest = { readonly [Path in PagePath]?: BuiltPage };
