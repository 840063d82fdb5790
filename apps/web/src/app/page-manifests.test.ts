import { pageRoutes } from '@vce/contract/routes';
import { describe, expect, it, vi } from 'vitest';

// The manifests' prefetchers reach the api client and the cookie jar, which listen to the window when
// loaded (there is none here); the pages' own code is never loaded.
vi.mock('../shared/api/api', () => ({ api: {} }));
vi.mock('../shared/cookies', () => ({}));
const { builtPages, pageManifests } = await import('./page-manifests');

const declarations = Object.entries(pageManifests).flatMap(([owner, manifest]) =>
  Object.entries(manifest).map(([path, page]) => ({ owner, path, page })),
);

describe('the pages declared by the features', () => {
  it('declare every page of the route table exactly once', () => {
    for (const route of pageRoutes) {
      const owners = declarations.filter((entry) => entry.path === route.path).map((entry) => entry.owner);
      expect(owners, route.path).toHaveLength(1);
    }
    const tablePaths = new Set<string>(pageRoutes.map((route) => route.path));
    expect(declarations.filter((entry) => !tablePaths.has(entry.path))).toEqual([]);
  });

  it('route every page of the table to its code', () => {
    expect([...builtPages.keys()].sort()).toEqual(pageRoutes.map((route) => route.path).sort());
    expect(builtPages.get('/bbasV3/details')?.prefetch).toBeTypeOf('function');
  });
});
