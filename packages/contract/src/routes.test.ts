import { describe, expect, it } from 'vitest';
import { pageRoutes, paths, redirectRoutes } from './routes';

const pagePaths = new Set<string>(pageRoutes.map((route) => route.path));
const redirectPaths = new Set(redirectRoutes.map((route) => route.path));

/** Every link of the registry, with sample arguments for the ones that take some. */
function allLinks(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [node('1', 1)];
  return Object.values(node as Record<string, unknown>).flatMap(allLinks);
}

describe('route table', () => {
  it('lists each page and each redirect once', () => {
    expect(pagePaths.size).toBe(pageRoutes.length);
    expect(redirectPaths.size).toBe(redirectRoutes.length);
  });

  it('sends every redirect to a page', () => {
    for (const route of redirectRoutes) expect(pagePaths.has(route.to), route.path).toBe(true);
  });

  it('never makes a path both a page and a redirect', () => {
    expect([...redirectPaths].filter((path) => pagePaths.has(path))).toEqual([]);
  });

  it('gives every page a title', () => {
    for (const route of pageRoutes) expect(route.title, route.path).not.toBe('');
  });
});

describe('paths', () => {
  it('builds the BBAS detail link with the symbol', () => {
    expect(paths.bbasDetail('rb')).toBe('/bbasV3/details?symbol=rb');
  });

  it('leaves out query values that are not given', () => {
    expect(paths.viewData()).toBe('/monitoringDataV2');
    expect(paths.viewData('2')).toBe('/monitoringDataV2?showModel=2');
  });

  it('encodes query values', () => {
    const link = paths.agreement('隐私 政策&cookie');
    expect(new URL(link, 'http://x').searchParams.get('name')).toBe('隐私 政策&cookie');
  });

  it('only links to paths of the route table', () => {
    for (const link of allLinks(paths)) {
      const path = link.split('?')[0] ?? '';
      expect(pagePaths.has(path) || redirectPaths.has(path), link).toBe(true);
    }
  });
});
