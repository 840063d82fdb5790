import type { Page, Request } from '@playwright/test';

export interface Statistic {
  type: number;
  uuid: string;
  path: string;
}

/** The statistic a request posts, or null for any other request. */
export const statisticOf = (request: Pick<Request, 'url' | 'postDataJSON'>) =>
  request.url().endsWith('/api/common/addSiteStatistics') ? (request.postDataJSON() as Statistic) : null;

/** The types of the statistics the page posts from now on, in order (a live list). */
export function collectStatisticTypes(page: Page) {
  const types: number[] = [];
  page.on('request', (request) => {
    const statistic = statisticOf(request);
    if (statistic) types.push(statistic.type);
  });
  return types;
}
