import { addSiteStatistics } from '@vce/contract/shell';
import { statisticTypes } from '@vce/contract/statistic-types';
import { api } from './api/api';
import { afterFirstPaint } from './first-paint';
import { getVisitorId } from './visitor';

/** The statistics type codes (contract statistic-types.ts), as the site's trackers name them. */
export const StatType = statisticTypes;

/** Fire and forget, once the page has first shown content: a lost statistic must never bother the user. */
export function track(type: number, target?: string) {
  const statistic = {
    type,
    uuid: getVisitorId(),
    path: window.location.pathname + window.location.search,
    referrer: document.referrer.slice(0, 512),
    target: target?.slice(0, 128),
  };
  afterFirstPaint(() => api.call(addSiteStatistics, statistic, { silent: true })).catch(() => {});
}
