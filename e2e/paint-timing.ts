import type { Page } from '@playwright/test';

/**
 * When the page's latest largest paint inside `region` (a CSS selector) was recorded, and when the
 * first script whose address contains `chunk` was asked for, both in ms since the navigation.
 */
export function largestPaintAndChunk(page: Page, region: string, chunk: string) {
  return page.evaluate(
    ({ region, chunk }) =>
      new Promise<{ paintedAt: number; askedAt: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const inRegion = list
            .getEntries()
            .filter((entry) => (entry as LargestContentfulPaint).element?.closest(region));
          const code = performance.getEntriesByType('resource').find((entry) => entry.name.includes(chunk));
          resolve({ paintedAt: inRegion.at(-1)?.startTime ?? Number.NaN, askedAt: code!.startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    { region, chunk },
  );
}
