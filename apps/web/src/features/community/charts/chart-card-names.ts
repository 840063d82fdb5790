import type { ChartCard } from '@vce/contract/community-charts';

/** A chart card's periods as a Chinese trader names them. */
export const chartPeriodNames: Record<ChartCard['period'], string> = { '60m': '60分钟', '1d': '日K', '1w': '周K' };
