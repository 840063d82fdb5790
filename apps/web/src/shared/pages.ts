import type { PagePath } from '@vce/contract/routes';
import type { ComponentType } from 'react';

/** A page a feature has built: its code, and the data it asks for while that code loads. */
export interface BuiltPage {
  load: () => Promise<{ default: ComponentType }>;
  /** Starts the page's first queries from its URL's query; never awaited. */
  prefetch?: (query: URLSearchParams) => void;
}

/** A route of the page table whose page is not built yet: it shows its layout and the coming-soon notice. */
export const notYetBuilt = 'not yet built';

/**
 * A feature's pages, by their path in the contract's page table (which gives each its title, layout
 * and login guard). The router merges the features' manifests; every path of the table is declared
 * by exactly one of them, built or `notYetBuilt` (app/page-manifests.test.ts).
 */
export type PageManifest = { readonly [Path in PagePath]?: BuiltPage | typeof notYetBuilt };
